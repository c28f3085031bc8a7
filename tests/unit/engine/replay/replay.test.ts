import { describe, expect, it } from 'vitest';
import { apply, replay, runRecord, RULES_VERSION, tryApply } from '../../../../src/engine/apply';
import { newGame } from '../../../../src/engine/newGame';
import { validateAction } from '../../../../src/engine/replay/validateAction';
import { sameRun } from '../../../../src/engine/replay/sameRun';
import { LOG_LIMIT } from '../../../../src/engine/rules/log';
import { scoreSubmission } from '../../../../src/engine/score';
import type { Action, GameState } from '../../../../src/engine/types';
import { item, randomAction } from '../../../support/engine/helpers';
import { seededRandom } from '../../../support/random';

function play(seed: string, steps: number, random: () => number, from?: GameState): GameState {
  let state = from ?? newGame(`Hero ${seed}`, seed);
  for (let i = 0; i < steps; i++) state = apply(state, randomAction(state, random));
  return state;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe('apply', () => {
  it('never mutates its input (the whole state deep-frozen)', () => {
    const random = seededRandom(7);
    let state = newGame('Frozen', 'frozen');
    for (let i = 0; i < 400; i++) state = apply(deepFreeze(state), randomAction(state, random));
    expect(state.actions).toHaveLength(400);
  });

  it('records every action, refused ones too (they add a log line)', () => {
    const s = newGame('A', 'rec');
    const refused = tryApply(s, { type: 'attack' });
    expect(refused.refusal).toBe('No enemy to attack!');
    expect(refused.state.actions).toEqual([{ type: 'attack' }]);
    expect(refused.state.log.slice(-1)).toEqual(['No enemy to attack!']);
    expect(tryApply(s, { type: 'rest' }).refusal).toBeNull();
  });

  it('stores a clean copy of the action and throws on an illegal one (a programmer error)', () => {
    const s = apply(newGame('A', 'x'), { type: 'rest', extra: 1 } as unknown as Action);
    expect(s.actions).toEqual([{ type: 'rest' }]);
    expect(() => apply(s, { type: 'fly' } as unknown as Action)).toThrow(/invalid action/);
  });

  it('keeps only the last LOG_LIMIT (100) log lines', () => {
    let s = newGame('A', 'log');
    for (let i = 0; i < 150; i++) s = apply(s, { type: 'attack' });
    expect(LOG_LIMIT).toBe(100);
    expect(s.log).toHaveLength(100);
    expect(s.actions).toHaveLength(150);
  });
});

describe('replay and run records', () => {
  it('runRecord carries the rules version, seed, name and actions', () => {
    const s = apply(newGame(' Zed ', 'rr'), { type: 'rest' });
    expect(runRecord(s)).toEqual({ rulesVersion: RULES_VERSION, seed: 'rr', name: 'Zed', actions: [{ type: 'rest' }] });
  });

  it('an unknown rules version throws a clear error', () => {
    expect(() => replay({ rulesVersion: 999, seed: 's', name: 'A', actions: [] })).toThrow(
      'Unsupported rules version 999: this engine replays versions 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11.',
    );
  });

  it('an illegal action in a record throws with its index', () => {
    const record = {
      rulesVersion: RULES_VERSION,
      seed: 's',
      name: 'A',
      actions: [{ type: 'rest' }, { type: 'move', direction: 'north' }],
    };
    expect(() => replay(record as never)).toThrow(/index 1/);
  });

  it('1,000 seeds of random play: replay(runRecord(s)) deep-equals s and a JSON round trip changes nothing', () => {
    for (let i = 0; i < 1000; i++) {
      const random = seededRandom(i + 1);
      const s = play(`det-${i}`, 20 + Math.floor(random() * 60), random);
      expect(replay(runRecord(s))).toStrictEqual(s);
      expect(JSON.parse(JSON.stringify(s))).toStrictEqual(s);
    }
  });

  it('a long run replays to the same state', () => {
    const s = play('long', 3000, seededRandom(99));
    expect(replay(runRecord(s))).toStrictEqual(s);
  });
});

describe('sameRun', () => {
  it('ignores theme, verified and log lines older than the last 10', () => {
    const s = play('same', 40, seededRandom(3));
    const trimmed = { ...s, theme: 'dark' as const, verified: false, log: s.log.slice(-10) };
    expect(sameRun(s, trimmed)).toBe(true);
    expect(sameRun(s, { ...s, score: s.score + 1 })).toBe(false);
    expect(sameRun(s, { ...s, log: [...s.log.slice(0, -1), 'forged'] })).toBe(false);
  });
});

describe('validateAction', () => {
  it('accepts every action shape and returns a clean copy', () => {
    const good: Action[] = [
      { type: 'move', direction: 'left' },
      { type: 'attack' },
      { type: 'cast', spell: 'heal' },
      { type: 'rest' },
      { type: 'sacrificeForStamina' },
      { type: 'equip', itemId: 'iron_sword-3' },
      { type: 'unequip', slot: 'ring2' },
      { type: 'useItem', itemId: 'x-1' },
      { type: 'useHealthPotion' },
      { type: 'useManaPotion' },
      { type: 'sellItem', itemId: 'ruby-2' },
      { type: 'allocateStat', stat: 'dexterity' },
      { type: 'descend' },
      { type: 'monsterTurn' },
    ];
    for (const action of good) expect(validateAction({ ...action, junk: true })).toEqual(action);
  });

  it('refuses wrong shapes', () => {
    const bad: unknown[] = [
      null,
      1,
      'move',
      [],
      {},
      { type: 'fly' },
      { type: 'move' },
      { type: 'move', direction: 'north' },
      { type: 'cast', spell: 5 },
      { type: 'cast', spell: 'x'.repeat(65) },
      { type: 'equip' },
      { type: 'unequip', slot: 'ring3' },
      { type: 'allocateStat', stat: 'luck' },
      { type: 'toString' },
    ];
    for (const value of bad) expect(validateAction(value)).toBeNull();
  });
});

describe('scoreSubmission', () => {
  it('derives the game-stats fields, stats with gear, counters from the state', () => {
    const base = newGame('Kay', 'score');
    const s: GameState = {
      ...base,
      score: 321,
      monstersKilled: 4,
      discoveredItems: ['ruby', 'iron_sword'],
      equipment: { ...base.equipment, weapon: item('iron_sword') },
      player: {
        ...base.player,
        gold: 12,
        day: 3,
        health: 80,
        mana: 20,
        stamina: 7,
        learnedSpells: ['FIREBALL', 'LIGHT', 'SHIELD', 'HEAL'],
      },
    };
    expect(scoreSubmission(s)).toEqual({
      playerName: 'Kay',
      finalScore: 321,
      level: 1,
      gold: 12,
      monstersKilled: 4,
      dungeonLevel: 1,
      daysSurvived: 3,
      finalHealth: 80,
      finalMana: 20,
      finalStamina: 7,
      strength: 15,
      intelligence: 10,
      dexterity: 10,
      constitution: 10,
      spellsLearned: 4,
      itemsFound: 2,
      isPremium: false,
    });
  });
});
