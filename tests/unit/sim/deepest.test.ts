// The diver's compass: the deepest place that could still hold the exit, from what the player knows.
import { describe, expect, it } from 'vitest';
import { deepestCandidate } from '../../../scripts/sim/deepest';
import type { GameState } from '../../../src/engine/types';
import { onMap } from '../../support/engine/helpers';

/** onMap's legend plus '~' for an open cell never seen; every other open cell is explored. */
function known(lines: string[]): GameState {
  const state = onMap(lines.map((line) => line.replaceAll('~', '.')));
  const rooms = state.dungeon.rooms.map((row, y) =>
    row.map((room, x) => (room === null ? null : { ...room, explored: lines[y][x] !== '~' })),
  );
  return { ...state, dungeon: { ...state.dungeon, rooms } };
}

const loop = ['#######', '#@....#', '#.###.#', '#.#...#', '#######'];
const at = (x: number, y: number) => y * 7 + x;

describe('deepestCandidate', () => {
  it('picks the seen dead end farthest from (1,1) not yet stood on', () => {
    expect(deepestCandidate(known(loop), new Set([at(1, 1)]))).toEqual({ x: 3, y: 3 });
    expect(deepestCandidate(known(loop), new Set([at(1, 1), at(3, 3)]))).toEqual({ x: 1, y: 3 });
    expect(deepestCandidate(known(loop), new Set([at(1, 1), at(3, 3), at(1, 3)]))).toBeNull();
  });

  it('counts the unseen edge of the map as a candidate at its known depth', () => {
    expect(deepestCandidate(known(['#######', '#@.~..#', '#######']), new Set())).toEqual({ x: 3, y: 1 });
    expect(
      deepestCandidate(known(['#######', '#@....#', '#.###.#', '#~#...#', '#######']), new Set([at(3, 3)])),
    ).toEqual({ x: 1, y: 3 });
  });
});
