// The hand-written copies of rules/copy.ts list fields one by one for speed. A field they forget
// would vanish after the next move: a shield that stops absorbing, a stat point that cannot be
// spent, a run that forgets its rules version or its secret. The fixtures below are typed
// Required<...>, so a new field on Player or GameState (optional or not) breaks this file's
// compilation until it is filled in here, and the copy is then checked to carry it.
import { describe, expect, it } from 'vitest';
import { copyDungeon, copyPlayer, copyState } from '../../../../src/engine/rules/copy';
import { newGame } from '../../../../src/engine/newGame';
import type { Dungeon, GameState, Player } from '../../../../src/engine/types';

const EVERY_PLAYER_FIELD: Required<Player> = {
  name: 'Tester',
  level: 7,
  health: 41,
  maxHealth: 90,
  mana: 12,
  maxMana: 40,
  stamina: 33,
  maxStamina: 60,
  strength: 14,
  intelligence: 11,
  dexterity: 13,
  constitution: 12,
  experience: 2150,
  experienceToNext: 100,
  gold: 377,
  x: 9,
  y: 5,
  day: 4,
  learnedSpells: ['HEAL', 'FIREBALL'],
  shieldEffect: 6,
  pendingStatPoint: 2,
};

function everyStateField(): Required<GameState> {
  const base = newGame('Tester', 'copy-fixture');
  return {
    player: EVERY_PLAYER_FIELD,
    dungeon: base.dungeon,
    inventory: base.inventory,
    equipment: base.equipment,
    combat: base.combat,
    log: ['one', 'two'],
    score: 1234,
    gameStatus: 'playing',
    theme: 'dark',
    discoveredItems: ['health_potion'],
    discoveredMonsters: ['Goblin'],
    discoveredSpells: ['HEAL'],
    monstersKilled: 3,
    seed: 'copy-fixture',
    actions: [{ type: 'rest' }],
    rng: base.rng,
    nextId: 42,
    verified: true,
    rulesVersion: 2,
    runSecret: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    prices: { 'item-7': 12 },
  };
}

describe('copyPlayer keeps every field of the hero', () => {
  it('returns a new object equal to the input, key order included (saves are JSON)', () => {
    const copy = copyPlayer(EVERY_PLAYER_FIELD);
    expect(copy).not.toBe(EVERY_PLAYER_FIELD);
    expect(copy).toStrictEqual(EVERY_PLAYER_FIELD);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(EVERY_PLAYER_FIELD));
  });

  it('changing the copy leaves the original hero as it was', () => {
    const copy = copyPlayer(EVERY_PLAYER_FIELD);
    copy.health = 1;
    copy.gold = 0;
    expect(EVERY_PLAYER_FIELD.health).toBe(41);
    expect(EVERY_PLAYER_FIELD.gold).toBe(377);
  });

  it('keeps the two optional fields in the order they were added', () => {
    const { shieldEffect, pendingStatPoint, ...rest } = EVERY_PLAYER_FIELD;
    const pendingFirst: Player = { ...rest, pendingStatPoint, shieldEffect };
    expect(Object.keys(copyPlayer(pendingFirst)).slice(-2)).toEqual(['pendingStatPoint', 'shieldEffect']);
    expect(Object.keys(copyPlayer(EVERY_PLAYER_FIELD)).slice(-2)).toEqual(['shieldEffect', 'pendingStatPoint']);
  });

  it.each(['shieldEffect', 'pendingStatPoint'] as const)(
    'dropping %s leaves out that field and only that one',
    (field) => {
      const copy = copyPlayer(EVERY_PLAYER_FIELD, field);
      const { [field]: _dropped, ...expected } = EVERY_PLAYER_FIELD;
      expect(copy).toStrictEqual(expected);
    },
  );
});

describe('copyState keeps every field of the run', () => {
  it('returns a new object equal to the input, key order included', () => {
    const state = everyStateField();
    const copy = copyState(state);
    expect(copy).not.toBe(state);
    expect(copy).toStrictEqual(state);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
  });

  it('copyDungeon keeps every field of the level', () => {
    const dungeon: Required<Dungeon> = { ...newGame('Tester', 'copy-fixture').dungeon, exitFound: true };
    const copy = copyDungeon(dungeon);
    expect(copy).not.toBe(dungeon);
    expect(copy).toStrictEqual(dungeon);
  });
});
