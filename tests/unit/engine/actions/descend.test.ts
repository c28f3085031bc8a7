import { describe, expect, it } from 'vitest';
import { canDescend } from '../../../../src/engine/actions/descend';
import { act, lastLine, onMap } from '../../../support/engine/helpers';
import { createDice } from '../../../../src/engine/rng/dice';
import { seedRng } from '../../../../src/engine/rng/sfc32';
import { step } from '../../../../src/engine/actions/reducer';

const atExit = () => {
  const s = onMap(['####', '#.@#', '####']);
  const rooms = s.dungeon.rooms.map((row) => row.slice());
  rooms[1][2] = { ...rooms[1][2]!, type: 'exit' };
  return { ...s, score: 40, dungeon: { ...s.dungeon, rooms, exitFound: true } };
};

describe('descend', () => {
  it('refused off the exit or before the exit is found', () => {
    const off = onMap(['####', '#@E#', '####']);
    expect(act(off, { type: 'descend' }).refusal).toBe('There is no portal here. Find the exit of this level first.');
    const s = atExit();
    expect(act({ ...s, dungeon: { ...s.dungeon, exitFound: false } }, { type: 'descend' }).refusal).toBe(
      'There is no portal here. Find the exit of this level first.',
    );
    expect(canDescend(s)).toBe(true);
    expect(canDescend(off)).toBe(false);
  });

  it('refused at level 100 under version 2 (its bottom is no victory)', () => {
    const s = atExit();
    const deepest = { ...s, rulesVersion: 2, dungeon: { ...s.dungeon, level: 100 } };
    expect(act(deepest, { type: 'descend' }).refusal).toBe(
      'You stand at the bottom of the world. There is nowhere deeper to go.',
    );
    expect(canDescend(deepest)).toBe(false);
  });

  it('new 25x15 level, back to (1,1) with radius-4 sight, score + completed level x 100, status text', () => {
    const s = atExit();
    const out = step(
      { ...s, player: { ...s.player, gold: 33, health: 70 } },
      { type: 'descend' },
      createDice(seedRng('down')),
    ).state;
    expect(out.dungeon).toMatchObject({ level: 2, width: 25, height: 15, exitFound: false });
    expect(out.player).toMatchObject({ x: 1, y: 1, gold: 33, health: 70 });
    expect(out.score).toBe(140);
    expect(out.gameStatus).toBe('Exploring level 2...');
    expect(lastLine(out)).toBe('You descend to dungeon level 2.');
    expect(out.dungeon.rooms[1][5]).toMatchObject({ visible: true });
  });
});
