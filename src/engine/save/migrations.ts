// The save's migrations: each upgrade an old save goes through, named and numbered beside the others (tldraw
// keeps each record's versions and migrations in one file, packages/tlschema/src/records/*.ts; this follows it).
//
// Every save code says `version: '1.0'` (SAVE_VERSION): the envelope has not changed since the first one, and no
// field records which of these steps a save has had. So each step knows a save that needs it by the field it
// adds (absent, or still in its old form) and leaves every other save as it was: running the whole sequence on
// any save, old or new, is safe. They run in order on the raw JSON of the game state, before the reader checks
// it field by field (validate/state.ts), so the reader knows only the current shape. A step never rejects: what
// it cannot upgrade (a field of the wrong type) it leaves for the reader to refuse. Each has its own test
// (tests/unit/engine/save/migrations.test.ts). A new field of the state that old saves lack gets a step here.
import { STARTING_SPELLS } from '../newGame';
import { seedRng } from '../rng/sfc32';
import { EQUIPMENT_SLOTS } from '../rules/stats';
import type { RunRecord } from '../types';
import { isObject, type Json } from './validate/primitives';

/** The seed of a save that predates seeds and has no run record to take one from. */
export const LEGACY_SEED = 'legacy-save';

/** The migrations by name, numbered in the order they run. */
export const SaveVersions = {
  PendingPointsCount: 1,
  AddLearnedSpells: 2,
  AddStamina: 3,
  AddDiscoveries: 4,
  AddMonstersKilled: 5,
  AddEquipmentSlots: 6,
  AddEmptyPackAndLog: 7,
  AddCombat: 8,
  ClearCombatWithoutMonster: 9,
  AddExitFound: 10,
  AddTheme: 11,
  AddRng: 12,
  AddSeed: 13,
  AddNextId: 14,
} as const;

/** The name of one migration. */
export type SaveMigrationName = keyof typeof SaveVersions;

/** What a migration may read besides the game state: the save's run record, when it has a readable one. */
export interface SaveContext {
  run: RunRecord | null;
}

/** One step: its number and name, and the upgrade of a raw game state (a new object; the input is untouched). */
export interface SaveMigration {
  id: number;
  name: SaveMigrationName;
  up(gameState: Json, context: SaveContext): Json;
}

/** The game state with its player's fields replaced (the player left alone when it is not an object). */
function withPlayer(gameState: Json, change: (player: Json) => Json): Json {
  return isObject(gameState.player) ? { ...gameState, player: change(gameState.player) } : gameState;
}

/** The constitution the worn gear adds (items whose effect names a number for it). */
function gearConstitution(equipment: unknown): number {
  if (!isObject(equipment)) return 0;
  let bonus = 0;
  for (const slot of EQUIPMENT_SLOTS) {
    const item = equipment[slot];
    const effect = isObject(item) ? item.effect : undefined;
    if (isObject(effect) && typeof effect.constitution === 'number') bonus += effect.constitution;
  }
  return bonus;
}

/** The highest number ending an item or monster id ('ruby-12' gives 12) among `ids`, or 0. */
function highestIdNumber(ids: unknown[]): number {
  let highest = 0;
  for (const id of ids) {
    const match = typeof id === 'string' ? /-(\d+)$/.exec(id) : null;
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest;
}

/** The ids of everything a game state holds: the pack, the worn gear and the contents of the rooms. */
function heldIds(gameState: Json): unknown[] {
  const ids: unknown[] = [];
  const idOf = (thing: unknown) => (isObject(thing) ? ids.push(thing.id) : 0);
  if (Array.isArray(gameState.inventory)) gameState.inventory.forEach(idOf);
  if (isObject(gameState.equipment)) EQUIPMENT_SLOTS.forEach((slot) => idOf((gameState.equipment as Json)[slot]));
  const dungeon = gameState.dungeon;
  if (isObject(dungeon) && Array.isArray(dungeon.rooms)) {
    for (const row of dungeon.rooms)
      if (Array.isArray(row)) row.forEach((room) => isObject(room) && idOf(room.content));
  }
  return ids;
}

/** Every migration, in order. */
export const SAVE_MIGRATIONS: readonly SaveMigration[] = [
  {
    // One pending stat point was a flag; now it is a count (true is one point, false none).
    id: SaveVersions.PendingPointsCount,
    name: 'PendingPointsCount',
    up: (gameState) =>
      withPlayer(gameState, (player) => {
        if (player.pendingStatPoint === true) return { ...player, pendingStatPoint: 1 };
        if (player.pendingStatPoint !== false) return player;
        const { pendingStatPoint: _flag, ...rest } = player;
        return rest;
      }),
  },
  {
    // Saves from before learned spells: the hero knows the spells every hero starts with.
    id: SaveVersions.AddLearnedSpells,
    name: 'AddLearnedSpells',
    up: (gameState) =>
      withPlayer(gameState, (player) =>
        player.learnedSpells === undefined ? { ...player, learnedSpells: [...STARTING_SPELLS] } : player,
      ),
  },
  {
    // Saves from before stamina: constitution x 5, the maximum counting the worn gear's constitution too.
    id: SaveVersions.AddStamina,
    name: 'AddStamina',
    up: (gameState) =>
      withPlayer(gameState, (player) => {
        const constitution = player.constitution;
        if (typeof constitution !== 'number') return player;
        const next = { ...player };
        if (player.maxStamina === undefined)
          next.maxStamina = Math.max(0, (constitution + gearConstitution(gameState.equipment)) * 5);
        if (player.stamina === undefined) next.stamina = constitution * 5;
        return next;
      }),
  },
  {
    // Saves from before the Tome: nothing discovered yet but the spells the hero knows.
    id: SaveVersions.AddDiscoveries,
    name: 'AddDiscoveries',
    up: (gameState) => {
      const learned = isObject(gameState.player) ? gameState.player.learnedSpells : undefined;
      const next = { ...gameState };
      if (next.discoveredItems === undefined) next.discoveredItems = [];
      if (next.discoveredMonsters === undefined) next.discoveredMonsters = [];
      if (next.discoveredSpells === undefined && Array.isArray(learned)) next.discoveredSpells = [...learned];
      return next;
    },
  },
  {
    // Saves from before the kill count: none counted.
    id: SaveVersions.AddMonstersKilled,
    name: 'AddMonstersKilled',
    up: (gameState) => (gameState.monstersKilled === undefined ? { ...gameState, monstersKilled: 0 } : gameState),
  },
  {
    // Saves that list only the worn slots (or no equipment at all): every other slot is empty.
    id: SaveVersions.AddEquipmentSlots,
    name: 'AddEquipmentSlots',
    up: (gameState) => {
      const worn = gameState.equipment === undefined ? {} : gameState.equipment;
      if (!isObject(worn)) return gameState;
      const equipment: Json = { ...worn };
      for (const slot of EQUIPMENT_SLOTS) if (equipment[slot] === undefined) equipment[slot] = null;
      return { ...gameState, equipment };
    },
  },
  {
    // Saves with no pack or no log (absent or null): an empty one.
    id: SaveVersions.AddEmptyPackAndLog,
    name: 'AddEmptyPackAndLog',
    up: (gameState) => ({ ...gameState, inventory: gameState.inventory ?? [], log: gameState.log ?? [] }),
  },
  {
    // Saves from before combat was saved: not fighting, the player's turn.
    id: SaveVersions.AddCombat,
    name: 'AddCombat',
    up: (gameState) =>
      gameState.combat === undefined
        ? { ...gameState, combat: { active: false, turn: 'player', monster: null } }
        : gameState,
  },
  {
    // A fight saved without its monster cannot go on: it is cleared, as before any action.
    id: SaveVersions.ClearCombatWithoutMonster,
    name: 'ClearCombatWithoutMonster',
    up: (gameState) => {
      const combat = gameState.combat;
      if (!isObject(combat) || combat.active !== true || (combat.monster !== null && combat.monster !== undefined))
        return gameState;
      return { ...gameState, combat: { active: false, turn: 'player', monster: null } };
    },
  },
  {
    // Saves from before the found exit was remembered: not found yet.
    id: SaveVersions.AddExitFound,
    name: 'AddExitFound',
    up: (gameState) =>
      isObject(gameState.dungeon) && gameState.dungeon.exitFound === undefined
        ? { ...gameState, dungeon: { ...gameState.dungeon, exitFound: false } }
        : gameState,
  },
  {
    // Saves from before the theme was saved: light.
    id: SaveVersions.AddTheme,
    name: 'AddTheme',
    up: (gameState) => (gameState.theme === undefined ? { ...gameState, theme: 'light' } : gameState),
  },
  {
    // Saves from before the PRNG was part of the state (or with one that is not four numbers): the PRNG
    // starts from the save's own seed, or from LEGACY_SEED when it has none (before AddSeed, as it always has).
    id: SaveVersions.AddRng,
    name: 'AddRng',
    up: (gameState) => {
      if (Array.isArray(gameState.rng) && gameState.rng.length === 4) return gameState;
      return { ...gameState, rng: seedRng(typeof gameState.seed === 'string' ? gameState.seed : LEGACY_SEED) };
    },
  },
  {
    // Saves from before seeds: the seed of the save's run record when it has a readable one, else LEGACY_SEED.
    id: SaveVersions.AddSeed,
    name: 'AddSeed',
    up: (gameState, { run }) =>
      gameState.seed === undefined ? { ...gameState, seed: run ? run.seed : LEGACY_SEED } : gameState,
  },
  {
    // Saves from before instance numbers were saved: the next one above every number an id of the state ends with,
    // so a new item or monster never takes an id in use.
    id: SaveVersions.AddNextId,
    name: 'AddNextId',
    up: (gameState) =>
      gameState.nextId === undefined
        ? { ...gameState, nextId: Math.min(highestIdNumber(heldIds(gameState)) + 1, Number.MAX_SAFE_INTEGER) }
        : gameState,
  },
];

/** A raw game state of any age in the current shape, as far as its fields allow (the reader checks the rest). */
export function migrateGameState(gameState: Json, context: SaveContext): Json {
  return SAVE_MIGRATIONS.reduce((state, migration) => migration.up(state, context), gameState);
}
