// When a player's walk stops for a monster: one that comes into sight within NEAR_STEPS moves by the
// known way. Seen across a wall, many moves round, or seen before the walk began, it does not stop it.
import { describe, expect, it } from 'vitest';
import { monsterCameNear, NEAR_STEPS, type GameState } from '../../../../src/engine';
import { monster, onMap } from '../../../support/engine/helpers';

/**
 * The map after a step, as the player knows it: onMap's legend ('#' wall, '.' floor, '@' hero), 'M' a
 * monster in sight, 'm' a monster out of sight (remembered or never seen: explored either way), '~' an
 * open cell never seen. Every other open cell is explored.
 */
function known(lines: string[]): GameState {
  const count = lines.join('').replace(/[^Mm]/g, '').length;
  const monsters = Array.from({ length: count }, (_, i) => monster({ id: `m-${i}` }));
  const state = onMap(
    lines.map((line) => line.replaceAll('~', '.').replaceAll('m', 'M')),
    monsters,
  );
  const rooms = state.dungeon.rooms.map((row, y) =>
    row.map((room, x) =>
      room === null ? null : { ...room, explored: lines[y][x] !== '~', visible: lines[y][x] === 'M' },
    ),
  );
  return { ...state, dungeon: { ...state.dungeon, rooms } };
}

describe('monsterCameNear', () => {
  it(`stops for a monster that came into sight ${NEAR_STEPS} moves or fewer away along the way`, () => {
    const before = known(['#########', '#.@..m..#', '#########']);
    expect(monsterCameNear(before, known(['#########', '#..@.M..#', '#########']))).toBe(true);
    // Diagonal, round a corner: 3 moves.
    const cornerBefore = known(['######', '#@..##', '###.##', '###m##', '######']);
    const cornerAfter = known(['######', '#.@.##', '###.##', '###M##', '######']);
    expect(monsterCameNear(cornerBefore, cornerAfter)).toBe(true);
  });

  it('goes on past a monster seen across a wall, many moves round by the way', () => {
    // Two cells apart by the eye, 8 moves apart by the way (down, along and back up).
    const before = known(['#########', '#@.#.m..#', '#.##.####', '#.....###', '#########']);
    const after = known(['#########', '#.@#.M..#', '#.##.####', '#.....###', '#########']);
    expect(monsterCameNear(before, after)).toBe(false);
  });

  it('goes on past a monster that was in sight before the step (the player saw it before pressing X)', () => {
    const before = known(['#########', '#.@.M...#', '#########']);
    expect(monsterCameNear(before, known(['#########', '#..@M...#', '#########']))).toBe(false);
  });

  it('goes on for a monster farther than that, and for the monster a travel was sent to', () => {
    const before = known(['###########', '#.@..~~m..#', '###########']);
    const far = known(['###########', '#..@.~~M..#', '###########']);
    // Unseen cells between: no known way, so it is not near.
    expect(monsterCameNear(before, far)).toBe(false);
    const after = known(['#########', '#..@.M..#', '#########']);
    const start = known(['#########', '#.@..m..#', '#########']);
    expect(monsterCameNear(start, after, { x: 5, y: 1 })).toBe(false);
  });

  it('never across a change of level', () => {
    const before = known(['#########', '#.@..m..#', '#########']);
    const after = known(['#########', '#..@.M..#', '#########']);
    const below = { ...after, dungeon: { ...after.dungeon, level: 2 } };
    expect(monsterCameNear(before, below)).toBe(false);
  });
});
