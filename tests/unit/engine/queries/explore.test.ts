// Auto-explore and travel: the engine's path-finding queries walk only what the player has seen.
import { describe, expect, it } from 'vitest';
import {
  apply,
  exploreBlocker,
  exploreStep,
  nearestRoom,
  nearestUnexplored,
  newGame,
  travelBlocker,
  travelStep,
} from '../../../../src/engine';
import type { Direction, GameState, Room } from '../../../../src/engine/types';
import { monster, onMap } from '../../../support/engine/helpers';

/**
 * A map as the player knows it: the legend of `onMap` ('#' wall, '.' floor, '@' hero, 'E' exit), 'M'
 * a monster in sight (drawn with its symbol), 'm' a monster remembered out of sight (drawn as a floor
 * dot), and '~' an open cell never seen (a solid block on the game's map). Every other open cell is
 * explored; only the 'M' cells are in sight (the tests ask the queries, not the rules of sight).
 */
function known(lines: string[], exitFound = false): GameState {
  const monsters = lines
    .join('')
    .split('')
    .filter((ch) => ch === 'M' || ch === 'm')
    .map((_, i) => monster({ id: `m-${i}` }));
  const state = onMap(
    lines.map((line) => line.replaceAll('~', '.').replaceAll('m', 'M')),
    monsters,
  );
  const rooms = state.dungeon.rooms.map((row, y) =>
    row.map((room, x) =>
      room === null ? null : { ...room, explored: lines[y][x] !== '~', visible: lines[y][x] === 'M' },
    ),
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

describe("the player's walks ('sight'): monsters in sight and monsters remembered out of sight", () => {
  it('walks toward a remembered monster when it is on the only way: it comes into sight before it is reached', () => {
    // Once, a Rat one cell beyond sight guarded the corridor to the exit, and explore said nothing was left.
    expect(exploreStep(known(['#########', '#...@.m~#', '#########']), 'sight')).toBe('right');
    expect(nearestUnexplored(known(['#########', '#...@.m~#', '#########']), 'sight')).toEqual({
      direction: 'right',
      distance: 3,
    });
    expect(travelStep(known(['#######', '#@..m.#', '#######']), 5, 1, 'sight')).toBe('right');
    expect(exploreBlocker(known(['#########', '#...@.m~#', '#########']))).toBeNull();
  });

  it('with everything seen and the exit not found, walks toward the remembered monster before the exit', () => {
    expect(exploreStep(known(['#######', '#@..m.#', '#######']), 'sight')).toBe('right');
  });

  it('takes a way around every known monster first, even a longer one', () => {
    // Past the remembered monster the unseen cell is 5 moves away, around the loop 11: around it goes.
    const loop = ['#########', '#@.m..~.#', '#.#####.#', '#.......#', '#########'];
    expect(nearestUnexplored(known(loop), 'sight')).toEqual({ direction: 'down', distance: 11 });
  });

  it('walks up to a monster in sight that stands first on the way, never past it, and names it', () => {
    const corridor = known(['#########', '#...@.M~#', '#########']);
    expect(exploreStep(corridor, 'sight')).toBe('right');
    expect(exploreBlocker(corridor)).toMatchObject({ x: 6, y: 1, monster: { name: 'Goblin' } });
    // Beside it the walk has no next step: into it would start a fight, which is the player's choice.
    const beside = known(['#########', '#....@M~#', '#########']);
    expect(exploreStep(beside, 'sight')).toBeNull();
    expect(exploreBlocker(beside)).toMatchObject({ x: 6, y: 1, monster: { name: 'Goblin' } });
    // The passage past it is no passage within reach (P names the monster instead).
    expect(nearestUnexplored(corridor, 'sight')).toBeNull();
    // The first monster on the way decides: remembered, it is walked toward; in sight, it bars the way.
    expect(exploreStep(known(['##########', '#@.m..M~.#', '##########']), 'sight')).toBe('right');
    const inSightFirst = known(['##########', '#@.M..m~.#', '##########']);
    expect(exploreStep(inSightFirst, 'sight')).toBe('right');
    expect(exploreBlocker(inSightFirst)).toMatchObject({ x: 3, y: 1 });
    expect(exploreStep(known(['##########', '#.@M..m~.#', '##########']), 'sight')).toBeNull();
  });

  it('names the monster in sight that bars the way to the exit once everything is seen', () => {
    const state = known(['#######', '#@..M.#', '#######']);
    expect(exploreStep(state, 'sight')).toBe('right');
    expect(exploreBlocker(state)).toMatchObject({ x: 4, y: 1 });
    expect(exploreStep(known(['#######', '#..@M.#', '#######']), 'sight')).toBeNull();
    // Everything seen and the exit found: nothing is left to find, so nothing bars the way.
    expect(exploreBlocker(known(['#######', '#@..M.#', '#######'], true))).toBeNull();
  });

  it('travel: a monster in sight first on the way bars it (walked up to); as the destination it is what was asked for', () => {
    const state = known(['########', '#@..M..#', '########']);
    expect(travelStep(state, 6, 1, 'sight')).toBe('right');
    expect(travelStep(known(['########', '#..@M..#', '########']), 6, 1, 'sight')).toBeNull();
    expect(travelBlocker(state, 6, 1)).toMatchObject({ x: 4, y: 1, monster: { name: 'Goblin' } });
    expect(travelStep(state, 4, 1, 'sight')).toBe('right');
    expect(travelBlocker(state, 4, 1)).toBeNull();
    // No blocker where the way is free, or where no way leads at all (an unseen cell, a wall).
    expect(travelBlocker(state, 2, 1)).toBeNull();
    expect(travelBlocker(known(['#######', '#@.#~.#', '#######']), 5, 1)).toBeNull();
  });

  it('nearestRoom finds a room past a remembered monster, not past one in sight', () => {
    const treasure = (room: Room) => room.type === 'empty' && room.x === 6;
    expect(nearestRoom(known(['########', '#@..m..#', '########']), treasure, 'sight')).toMatchObject({
      direction: 'right',
      distance: 5,
    });
    expect(nearestRoom(known(['########', '#@..M..#', '########']), treasure, 'sight')).toBeNull();
  });

  it('does not swing back and forth at the edge of sight between two monsters', () => {
    // Unseen cells lie past a monster on each side, 4 moves east and 8 west. In sight of the east one
    // (2 cells away) the hero walks up to it and is barred there, not sent west past the other: one step
    // west it would be out of sight again and the shorter way east would bring the hero back, step after step.
    const atEdge = known(['################', '#~.m.....@.M.~.#', '################']);
    expect(exploreStep(atEdge, 'sight')).toBe('right');
    expect(exploreBlocker(atEdge)).toMatchObject({ x: 11, y: 1 });
    const beside = known(['################', '#~.m......@M.~.#', '################']);
    expect(exploreStep(beside, 'sight')).toBeNull();
    expect(exploreBlocker(beside)).toMatchObject({ x: 11, y: 1 });
    const oneBack = known(['################', '#~.m....@..m.~.#', '################']);
    expect(exploreStep(oneBack, 'sight')).toBe('right');
  });

  it("the bots' rule ('known', the default) still goes around every monster seen, in sight or not", () => {
    const corridor = known(['#########', '#...@.m~#', '#########']);
    expect(exploreStep(corridor)).toBeNull();
    expect(nearestUnexplored(corridor)).toBeNull();
    expect(travelStep(known(['#######', '#@..m.#', '#######']), 5, 1)).toBeNull();
    expect(nearestRoom(known(['########', '#@..m..#', '########']), (room) => room.x === 6)).toBeNull();
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
