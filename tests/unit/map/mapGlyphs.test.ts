import { describe, expect, it } from 'vitest';
import { newGame, type GameState, type Room } from '../../../src/engine';
import { mapGlyphs, mapText, GLYPHS } from '../../../src/map/mapGlyphs';
import { goblin } from '../../support/engine/fixtures';

/** A 5x3 dungeon from ASCII: '.' open cell, '#' wall; every open cell starts unexplored. */
function fixture(rows: string[], patch: (room: Room) => Partial<Room> = () => ({})): GameState {
  const base = newGame('Map', 'fixture');
  const rooms = rows.map((row, y) =>
    [...row].map((ch, x): Room | null =>
      ch === '#' ? null : { x, y, type: 'empty', explored: false, visible: false, ...patch({ x, y } as Room) },
    ),
  );
  return {
    ...base,
    player: { ...base.player, x: 1, y: 1 },
    dungeon: { ...base.dungeon, width: rows[0].length, height: rows.length, rooms, exitFound: false },
  };
}

describe('mapGlyphs (the glyphs of the map legend)', () => {
  it('draws unseen cells and walls beside unexplored cells as the solid block, and the hero as @', () => {
    const text = mapText(mapGlyphs(fixture(['#####', '#...#', '#####'])));
    expect(text).toEqual(['█████', '█@███', '█████']);
  });

  it('draws a wall as # once an open neighbour is explored, and explored out-of-sight cells as a dot', () => {
    const state = fixture(['#####', '#...#', '#####'], (r) => ({ explored: r.x <= 2 }));
    expect(mapText(mapGlyphs(state))).toEqual(['####█', '#@.██', '####█']);
  });

  it('shows contents only in sight: monster symbol, $, ?, the merchant club', () => {
    const types: Record<number, Partial<Room>> = {
      2: { type: 'treasure' },
      3: { type: 'merchant' },
    };
    const state = fixture(['######', '#....#', '######'], (r) => ({
      explored: true,
      visible: r.x <= 3,
      ...types[r.x],
    }));
    const withMonster: GameState = {
      ...state,
      dungeon: {
        ...state.dungeon,
        rooms: state.dungeon.rooms.map((row) =>
          row.map((room) =>
            room?.x === 4
              ? {
                  ...room,
                  type: 'monster' as const,
                  visible: true,
                  content: goblin({ id: 'm', health: 1, maxHealth: 1, attack: 1, defense: 0, x: 4, y: 1 }),
                }
              : room,
          ),
        ),
      },
    };
    expect(mapText(mapGlyphs(withMonster))[1]).toBe(`#@$${GLYPHS.merchant}g#`);
    const lockedOutOfSight = fixture(['#####', '#...#', '#####'], (r) => ({
      explored: true,
      visible: false,
      type: r.x === 3 ? 'locked' : 'empty',
    }));
    // Out of sight, the chest is remembered where it was seen: drawn dimmed, not as floor.
    expect(mapText(mapGlyphs(lockedOutOfSight))[1]).toBe('#@.?#');
    expect(mapGlyphs(lockedOutOfSight)[1].map((glyph) => glyph.kind)).toEqual([
      'wall',
      'player',
      'remembered',
      'memory',
      'wall',
    ]);
  });

  it('remembers out of sight what was seen: the monster by its symbol, treasure, the merchant (dimmed kinds)', () => {
    const state = fixture(['#######', '#.....#', '#######'], (r) => ({
      explored: r.x <= 4,
      visible: false,
      ...(r.x === 2 ? { type: 'treasure' as const } : r.x === 3 ? { type: 'merchant' as const } : {}),
    }));
    const rooms = state.dungeon.rooms.map((row) =>
      row.map((room) =>
        room?.x === 4 || room?.x === 5
          ? {
              ...room,
              type: 'monster' as const,
              content: goblin({ id: `m${room.x}`, health: 1, maxHealth: 1, attack: 1, defense: 0, x: room.x, y: 1 }),
            }
          : room,
      ),
    );
    const grid = mapGlyphs({ ...state, dungeon: { ...state.dungeon, rooms } });
    // The Goblin at x = 5 was never seen: nothing of it shows.
    expect(mapText(grid)[1]).toBe(`#@$${GLYPHS.merchant}g██`);
    expect(grid[1].slice(2, 5).map((glyph) => glyph.kind)).toEqual(['memory', 'memory', 'memory']);
  });

  it('shows E for the exit only once it is found, even out of sight', () => {
    const hidden = fixture(['#####', '#...#', '#####'], (r) => ({
      explored: true,
      visible: true,
      type: r.x === 3 ? 'exit' : 'empty',
    }));
    expect(mapText(mapGlyphs(hidden))[1]).toBe('#@··#');
    const found = { ...hidden, dungeon: { ...hidden.dungeon, exitFound: true } };
    const away = {
      ...found,
      dungeon: {
        ...found.dungeon,
        rooms: found.dungeon.rooms.map((row) => row.map((r) => (r ? { ...r, visible: false } : r))),
      },
    };
    expect(mapText(mapGlyphs(away))[1]).toBe('#@.E#');
    expect(mapGlyphs(away)[1][3].kind).toBe('exit');
  });
});
