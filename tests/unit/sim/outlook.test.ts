// How a fight looked as the hero walked in: whether the level had another way to its exit, judged over
// the whole level in hindsight, around the one monster's room.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine';
import type { GameState, Room, RoomType } from '../../../src/engine/types';
import { exitReachableAvoiding } from '../../../scripts/sim/outlook';

/** A level drawn as text: '#' wall, '.' empty, 'M' monster, 'E' exit, '@' the hero on an empty cell. */
function level(lines: string[]): GameState {
  const state = newGame('Outlook', 'outlook-seed');
  const types: Record<string, RoomType> = { '.': 'empty', '@': 'empty', M: 'monster', E: 'exit' };
  let hero = { x: 0, y: 0 };
  const rooms = lines.map((line, y) =>
    [...line].map((ch, x): Room | null => {
      if (ch === '@') hero = { x, y };
      return ch === '#' ? null : ({ x, y, type: types[ch], explored: false } as Room);
    }),
  );
  return {
    ...state,
    dungeon: { ...state.dungeon, width: lines[0].length, height: lines.length, rooms },
    player: { ...state.player, ...hero },
  };
}

describe('another way to the exit', () => {
  it('is none when the monster stands in the only corridor, and the unseen part of the level counts', () => {
    // No cell is explored in these levels: the judgement is in hindsight, not from what the hero saw.
    expect(exitReachableAvoiding(level(['#######', '#@.M.E#', '#######']), 3, 1)).toBe(false);
    expect(exitReachableAvoiding(level(['#######', '#@.M.E#', '#.....#', '#######']), 3, 1)).toBe(true);
  });

  it('is there when a loop goes round the monster, even through another monster', () => {
    const loop = level(['#######', '#@.M.E#', '#.#M#.#', '#.....#', '#######']);
    expect(exitReachableAvoiding(loop, 3, 1)).toBe(true);
    expect(exitReachableAvoiding(loop, 1, 2)).toBe(true);
  });
});
