// Auto-explore and travel: the engine's path-finding queries walk only what the player has seen.
import { describe, expect, it } from 'vitest';
import { apply, exploreStep, nearestUnexplored, newGame, travelStep } from '../../../src/engine';
import type { Direction, GameState, Room } from '../../../src/engine/types';
import { monster, onMap } from './helpers';

/**
 * A map as the player knows it: the legend of `onMap` ('#' wall, '.' floor, '@' hero, 'M' monster,
 * 'E' exit), plus '~' for an open cell never seen (drawn as a solid block on the game's map).
 * Every other open cell is explored.
 */
function known(lines: string[], exitFound = false): GameState {
  const monsters = lines
    .join('')
    .split('')
    .filter((ch) => ch === 'M')
    .map((_, i) => monster({ id: `m-${i}` }));
  const state = onMap(
    lines.map((line) => line.replaceAll('~', '.')),
    monsters,
  );
  const rooms = state.dungeon.rooms.map((row, y) =>
    row.map((room, x) => (room === null ? null : { ...room, explored: lines[y][x] !== '~' })),
  );
  return { ...state, dungeon: { ...state.dungeon, rooms, exitFound } };
}

describe('exploreStep', () => {
  it('walks toward the nearest unseen cell', () => {
    expect(exploreStep(known(['#######', '#@..~.#', '#######']))).toBe('right');
    expect(exploreStep(known(['#######', '#.~..@#', '#######']))).toBe('left');
  });

  it('breaks ties the same way every time: up, then right, then down, then left', () => {
    expect(exploreStep(known(['#####', '##~##', '##@##', '##~##', '#####']))).toBe('up');
    expect(exploreStep(known(['#######', '#~.@.~#', '#######']))).toBe('right');
    expect(exploreStep(known(['#####', '##.##', '#~@~#', '##~##', '#####']))).toBe('right');
  });

  it('measures nearness by known path length, not by straight line: around the wall', () => {
    expect(exploreStep(known(['#######', '#~#@..#', '#.###.#', '#.....#', '#######']))).toBe('right');
  });

  it('never walks through a monster it has seen; what lies only behind one is not reachable', () => {
    expect(exploreStep(known(['#########', '#~..@.M~#', '#########']))).toBe('left');
    expect(exploreStep(known(['#########', '#...@.M~#', '#########']))).toBeNull();
  });

  it('never walks over unseen cells: the first unseen cell on the way is the target', () => {
    // The far unseen cell (5,1) is not nearer through the unseen corridor; (2,1) is the target.
    expect(exploreStep(known(['#######', '#@~~~.#', '#.###.#', '#.....#', '#######']))).toBe('right');
  });

  it('with everything seen and the exit not yet found, heads for the farthest cell from (1,1)', () => {
    const map = ['#######', '#@....#', '#.###.#', '#.#E..#', '#######'];
    expect(exploreStep(known(map))).toBe('right');
    expect(exploreStep(known(['#######', '#.....#', '#.###.#', '#@#E..#', '#######']))).toBe('up');
    expect(exploreStep(known(['#######', '#.....#', '#.###.#', '#.#E.@#', '#######']))).toBe('left');
  });

  it('is null once nothing is unknown: all seen and the exit found, or standing on it', () => {
    expect(exploreStep(known(['#######', '#@....#', '#.###.#', '#.#E..#', '#######'], true))).toBeNull();
    expect(exploreStep(known(['#######', '#.....#', '#.###.#', '#.#@..#', '#######']))).toBeNull();
  });
});

describe('nearestUnexplored', () => {
  it('gives the first move and the length of the known path to the nearest unseen cell', () => {
    expect(nearestUnexplored(known(['#######', '#@..~.#', '#######']))).toEqual({ direction: 'right', distance: 3 });
    // Around the wall: 2 right, 2 down, 2 left, by the known corridor.
    expect(nearestUnexplored(known(['#######', '#~#@..#', '#.###.#', '#..~..#', '#######']))).toEqual({
      direction: 'right',
      distance: 6,
    });
  });

  it('is null when every cell is seen or the rest lies behind a monster, as exploreStep is', () => {
    expect(nearestUnexplored(known(['#######', '#@....#', '#.###.#', '#.#E..#', '#######']))).toBeNull();
    expect(nearestUnexplored(known(['#########', '#...@.M~#', '#########']))).toBeNull();
  });
});

describe('travelStep', () => {
  const ring = ['#######', '#@...M#', '#.###.#', '#.....#', '#######'];

  it('walks the shortest known path to a seen cell', () => {
    expect(travelStep(known(ring), 3, 1)).toBe('right');
    expect(travelStep(known(ring), 1, 3)).toBe('down');
  });

  it('ignores unseen cells, even when they would be shorter', () => {
    expect(travelStep(known(['#######', '#@~~~.#', '#.###.#', '#.....#', '#######']), 5, 1)).toBe('down');
  });

  it('goes around a seen monster, and into it only when it is the destination', () => {
    expect(travelStep(known(ring), 5, 2)).toBe('down');
    expect(travelStep(known(ring), 5, 1)).toBe('right');
    expect(travelStep(known(['#######', '#@..M.#', '#######']), 5, 1)).toBeNull();
  });

  it('breaks ties between equal paths: right before down', () => {
    expect(travelStep(known(['#####', '#@..#', '#.#.#', '#...#', '#####']), 3, 3)).toBe('right');
  });

  it('is null for an unseen cell, a wall, a cell off the map, or where the hero stands', () => {
    const state = known(['#######', '#@..~.#', '#######']);
    expect(travelStep(state, 4, 1)).toBeNull();
    expect(travelStep(state, 0, 0)).toBeNull();
    expect(travelStep(state, 40, 1)).toBeNull();
    expect(travelStep(state, 1, 1)).toBeNull();
  });
});

/** The level without its monsters (their rooms become empty floor), so a walk needs no fights. */
function withoutMonsters(state: GameState): GameState {
  const rooms = state.dungeon.rooms.map((row) =>
    row.map((room): Room | null =>
      room?.type === 'monster'
        ? { x: room.x, y: room.y, type: 'empty', explored: room.explored, visible: room.visible }
        : room,
    ),
  );
  return { ...state, dungeon: { ...state.dungeon, rooms } };
}

const OFFSET: Record<Direction, [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

describe('auto-explore over 200 seeds', () => {
  it('reaches the exit of floor 1 stepping only on seen cells, and then has nothing left to do', () => {
    const moves: number[] = [];
    for (let i = 1; i <= 200; i++) {
      let state = withoutMonsters(newGame('Walker', `explore-${i}`));
      let count = 0;
      for (let direction = exploreStep(state); direction !== null; direction = exploreStep(state)) {
        const [dx, dy] = OFFSET[direction];
        const next = state.dungeon.rooms[state.player.y + dy]?.[state.player.x + dx];
        expect(next?.explored, `seed explore-${i}, move ${count}`).toBe(true);
        state = apply(state, { type: 'move', direction });
        count++;
        expect(count).toBeLessThan(1000);
      }
      expect(state.dungeon.exitFound, `seed explore-${i}`).toBe(true);
      expect(state.dungeon.rooms.flat().every((room) => room === null || room.explored)).toBe(true);
      moves.push(count);
    }
    moves.sort((a, b) => a - b);
    // Seeing all 167 cells of a level and then standing on its exit takes 150-400 moves.
    expect(moves[0]).toBeGreaterThan(100);
    expect(moves[moves.length - 1]).toBeLessThan(500);
  });
});
