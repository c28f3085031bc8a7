// src/engine/save/migrations.ts: each named step of an old save's upgrade, tested on its own (as tldraw tests
// its record migrations), then the whole sequence on a save of today, which it must leave as it is.
import { afterAll, describe, expect, it } from 'vitest';
import { encodeSaveCode, newGame } from '../../../../src/engine';
import { decompressText } from '../../../../src/engine/save/compressedCode';
import {
  LEGACY_SEED,
  migrateGameState,
  SAVE_MIGRATIONS,
  SaveVersions,
  type SaveMigrationName,
} from '../../../../src/engine/save/migrations';
import type { Json } from '../../../../src/engine/save/validate/primitives';
import { seedRng } from '../../../../src/engine/rng/sfc32';
import type { RunRecord } from '../../../../src/engine/types';

const tested = new Set<SaveMigrationName>();
const NO_RUN = { run: null };

/** The step called `name`, marked as tested. */
function migration(name: SaveMigrationName) {
  tested.add(name);
  const found = SAVE_MIGRATIONS.find((m) => m.name === name);
  if (!found) throw new Error(`no migration ${name}`);
  return found;
}

/** Runs a step on a copy and checks the input was left untouched. */
function up(name: SaveMigrationName, before: Json, context: { run: RunRecord | null } = NO_RUN): Json {
  const frozen = structuredClone(before);
  const after = migration(name).up(before, context);
  expect(before).toEqual(frozen);
  return after;
}

const today = (): Json => JSON.parse(decompressText(encodeSaveCode(newGame('Ada', 'seed-migrate'), 1))).gameState;

// Runs after every test of the file: a new step without a test of its own fails here.
afterAll(() => {
  expect([...tested].sort()).toEqual(Object.keys(SaveVersions).sort());
});

describe('the sequence', () => {
  it('numbers the steps 1, 2, 3 ... in the order they run, each under its own name', () => {
    expect(SAVE_MIGRATIONS.map((m) => m.id)).toEqual(SAVE_MIGRATIONS.map((_, i) => i + 1));
    expect(SAVE_MIGRATIONS.map((m) => [m.name, m.id])).toEqual(Object.entries(SaveVersions));
  });

  it('leaves a save of today exactly as it is', () => {
    const state = today();
    expect(migrateGameState(state, NO_RUN)).toEqual(state);
  });
});

describe('PendingPointsCount', () => {
  it('reads the old flag as a count: true is one point, false none', () => {
    expect(up('PendingPointsCount', { player: { pendingStatPoint: true } })).toEqual({
      player: { pendingStatPoint: 1 },
    });
    expect(up('PendingPointsCount', { player: { pendingStatPoint: false, level: 3 } })).toEqual({
      player: { level: 3 },
    });
  });

  it('leaves a count, and a player with no point, alone', () => {
    expect(up('PendingPointsCount', { player: { pendingStatPoint: 2 } })).toEqual({ player: { pendingStatPoint: 2 } });
    expect(up('PendingPointsCount', { player: { level: 3 } })).toEqual({ player: { level: 3 } });
  });
});

describe('AddLearnedSpells', () => {
  it('gives a hero who recorded no spells the starting three', () => {
    expect(up('AddLearnedSpells', { player: { level: 2 } })).toEqual({
      player: { level: 2, learnedSpells: ['FIREBALL', 'LIGHT', 'SHIELD'] },
    });
  });

  it('keeps the spells a save records', () => {
    expect(up('AddLearnedSpells', { player: { learnedSpells: ['HEAL'] } })).toEqual({
      player: { learnedSpells: ['HEAL'] },
    });
  });
});

describe('AddStamina', () => {
  it('gives constitution x 5, the maximum with the worn gear', () => {
    const ring = { id: 'ring-1', type: 'ring', effect: { constitution: 2 } };
    const after = up('AddStamina', { player: { constitution: 12 }, equipment: { ring1: ring, weapon: null } });
    expect(after.player).toEqual({ constitution: 12, stamina: 60, maxStamina: 70 });
  });

  it('keeps stamina a save records, and leaves a player without a number for constitution to the reader', () => {
    const recorded = { player: { constitution: 12, stamina: 3, maxStamina: 40 } };
    expect(up('AddStamina', recorded)).toEqual(recorded);
    expect(up('AddStamina', { player: { constitution: 'twelve' } })).toEqual({ player: { constitution: 'twelve' } });
  });
});

describe('AddDiscoveries', () => {
  it('discovers nothing yet but the spells the hero knows', () => {
    const after = up('AddDiscoveries', { player: { learnedSpells: ['HEAL', 'LIGHT'] } });
    expect([after.discoveredItems, after.discoveredMonsters, after.discoveredSpells]).toEqual([
      [],
      [],
      ['HEAL', 'LIGHT'],
    ]);
  });

  it('keeps the lists a save records, null included (the reader refuses it)', () => {
    const recorded = {
      player: { learnedSpells: [] },
      discoveredItems: ['ruby'],
      discoveredMonsters: null,
      discoveredSpells: [],
    };
    expect(up('AddDiscoveries', recorded)).toEqual(recorded);
  });
});

describe('AddMonstersKilled', () => {
  it('counts none for a save from before the count', () => {
    expect(up('AddMonstersKilled', {})).toEqual({ monstersKilled: 0 });
    expect(up('AddMonstersKilled', { monstersKilled: 7 })).toEqual({ monstersKilled: 7 });
  });
});

describe('AddEquipmentSlots', () => {
  it('empties every slot a save does not list, and gives a save without equipment seven empty slots', () => {
    const sword = { id: 'sword-1', type: 'weapon' };
    const empty = { weapon: null, armor: null, helmet: null, boots: null, gloves: null, ring1: null, ring2: null };
    expect(up('AddEquipmentSlots', { equipment: { weapon: sword } }).equipment).toEqual({ ...empty, weapon: sword });
    expect(up('AddEquipmentSlots', {}).equipment).toEqual(empty);
  });

  it('leaves equipment that is not an object to the reader', () => {
    expect(up('AddEquipmentSlots', { equipment: null })).toEqual({ equipment: null });
  });
});

describe('AddEmptyPackAndLog', () => {
  it('gives an empty pack and log where a save has none or null', () => {
    expect(up('AddEmptyPackAndLog', {})).toEqual({ inventory: [], log: [] });
    expect(up('AddEmptyPackAndLog', { inventory: null, log: null })).toEqual({ inventory: [], log: [] });
    expect(up('AddEmptyPackAndLog', { inventory: [{ id: 'x-1' }], log: ['hi'] })).toEqual({
      inventory: [{ id: 'x-1' }],
      log: ['hi'],
    });
  });
});

describe('AddCombat', () => {
  it('puts a save from before combat was saved out of any fight, on the player turn', () => {
    expect(up('AddCombat', {})).toEqual({ combat: { active: false, turn: 'player', monster: null } });
    const fight = { combat: { active: true, turn: 'monster', monster: { id: 'm-1' } } };
    expect(up('AddCombat', fight)).toEqual(fight);
  });
});

describe('ClearCombatWithoutMonster', () => {
  it('clears a fight saved without its monster, whatever turn it says', () => {
    const cleared = { combat: { active: false, turn: 'player', monster: null } };
    expect(up('ClearCombatWithoutMonster', { combat: { active: true, turn: 'monster', monster: null } })).toEqual(
      cleared,
    );
    expect(up('ClearCombatWithoutMonster', { combat: { active: true, turn: 'zz' } })).toEqual(cleared);
  });

  it('leaves a fight with its monster, and no fight, alone', () => {
    const fight = { combat: { active: true, turn: 'player', monster: { id: 'm-1' } } };
    expect(up('ClearCombatWithoutMonster', fight)).toEqual(fight);
    const calm = { combat: { active: false, turn: 'player', monster: null } };
    expect(up('ClearCombatWithoutMonster', calm)).toEqual(calm);
  });
});

describe('AddExitFound', () => {
  it("marks the level's exit not yet found", () => {
    expect(up('AddExitFound', { dungeon: { level: 2 } })).toEqual({ dungeon: { level: 2, exitFound: false } });
    expect(up('AddExitFound', { dungeon: { exitFound: true } })).toEqual({ dungeon: { exitFound: true } });
  });
});

describe('AddTheme', () => {
  it('gives light to a save from before the theme was saved', () => {
    expect(up('AddTheme', {})).toEqual({ theme: 'light' });
    expect(up('AddTheme', { theme: 'dark' })).toEqual({ theme: 'dark' });
  });
});

describe('AddRng', () => {
  it("starts the PRNG from the save's seed, or from LEGACY_SEED without one", () => {
    expect(up('AddRng', { seed: 'abc' }).rng).toEqual(seedRng('abc'));
    expect(up('AddRng', {}).rng).toEqual(seedRng(LEGACY_SEED));
    expect(up('AddRng', { seed: 'abc', rng: [1, 2] }).rng).toEqual(seedRng('abc'));
  });

  it('keeps a PRNG state of four words', () => {
    expect(up('AddRng', { seed: 'abc', rng: [1, 2, 3, 4] })).toEqual({ seed: 'abc', rng: [1, 2, 3, 4] });
  });
});

describe('AddSeed', () => {
  const run: RunRecord = { rulesVersion: 1, seed: 'from-the-run', name: 'Ada', actions: [] };

  it("takes the run record's seed, else LEGACY_SEED", () => {
    expect(up('AddSeed', {}, { run })).toEqual({ seed: 'from-the-run' });
    expect(up('AddSeed', {})).toEqual({ seed: LEGACY_SEED });
  });

  it('keeps the seed a save records', () => {
    expect(up('AddSeed', { seed: 'mine' }, { run })).toEqual({ seed: 'mine' });
  });
});

describe('AddNextId', () => {
  it('numbers new things above every id the pack, the gear and the rooms hold', () => {
    const state = {
      inventory: [{ id: 'ruby-12' }],
      equipment: { weapon: { id: 'iron_sword-30' }, ring1: null },
      dungeon: {
        rooms: [
          [null, { content: { id: 'm-41' } }],
          [{ content: { id: 'potion-7' } }, null],
        ],
      },
    };
    expect(up('AddNextId', state).nextId).toBe(42);
    expect(up('AddNextId', { inventory: [] }).nextId).toBe(1);
  });

  it('keeps the number a save records', () => {
    expect(up('AddNextId', { nextId: 5, inventory: [{ id: 'ruby-12' }] }).nextId).toBe(5);
  });
});
