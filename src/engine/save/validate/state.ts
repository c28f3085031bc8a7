// Reader for a whole untrusted game state in the current shape (old saves are brought to it first by
// ../migrations.ts): every field checked, nothing filled in.
import type { Combat, GameState, RngState } from '../../types';
import { readDungeon } from './dungeon';
import { readEquipment, readInventory, readMonster, readNames } from './entities';
import { readPlayer } from './player';
import { isRunSecret } from '../runSecret';
import { InvalidSave, bool, int, isObject, list, obj, oneOf, str } from './primitives';

const LOG_KEEP = 100; // the engine's LOG_LIMIT: never hold more than it would

function readCombat(value: unknown): Combat {
  const raw = obj(value, 'combat');
  const monster = raw.monster === null || raw.monster === undefined ? null : readMonster(raw.monster, 'combat.monster');
  return {
    active: bool(raw.active, 'combat.active'),
    turn: oneOf(raw.turn, ['player', 'monster'] as const, 'combat.turn'),
    monster,
  };
}

function readRng(value: unknown): RngState {
  if (!Array.isArray(value) || value.length !== 4) throw new InvalidSave('rng');
  const words = value.map((w, i) => int(w, `rng[${i}]`, 0, 0xffffffff));
  return [words[0], words[1], words[2], words[3]];
}

/** The game state of a save in the current shape, checked field by field (unverified); throws InvalidSave. */
export function readGameState(value: unknown): GameState {
  const raw = obj(value, 'gameState');
  const equipment = readEquipment(raw.equipment, 'equipment');
  const player = readPlayer(raw.player);
  const dungeon = readDungeon(raw.dungeon);
  if (player.x >= dungeon.width || player.y >= dungeon.height || !dungeon.rooms[player.y][player.x]) {
    throw new InvalidSave('player is not on an open cell');
  }
  const state: GameState = {
    player,
    dungeon,
    inventory: readInventory(raw.inventory, 'inventory'),
    equipment,
    combat: readCombat(raw.combat),
    log: list(raw.log, 'log', (v, w) => str(v, w, 2000), 100_000).slice(-LOG_KEEP),
    score: int(raw.score, 'score', 0),
    gameStatus: str(raw.gameStatus, 'gameStatus', 200),
    theme: oneOf(raw.theme, ['light', 'dark'] as const, 'theme'),
    discoveredItems: readNames(raw.discoveredItems, 'discoveredItems'),
    discoveredMonsters: readNames(raw.discoveredMonsters, 'discoveredMonsters'),
    discoveredSpells: readNames(raw.discoveredSpells, 'discoveredSpells'),
    monstersKilled: int(raw.monstersKilled, 'monstersKilled', 0),
    seed: str(raw.seed, 'seed', 200),
    actions: [],
    rng: readRng(raw.rng),
    nextId: int(raw.nextId, 'nextId', 1),
    // Only a replay of the run record can mark a loaded state verified (see verifyRun).
    verified: false,
  };
  // Absent in version 1 saves; the save decoder refuses versions this engine does not know.
  if (raw.rulesVersion !== undefined && raw.rulesVersion !== 1)
    state.rulesVersion = int(raw.rulesVersion, 'rulesVersion', 2);
  // Saves made before run secrets have none: such a run can be inscribed but never carried further.
  if (raw.runSecret !== undefined) {
    if (!isRunSecret(raw.runSecret)) throw new InvalidSave('runSecret');
    state.runSecret = raw.runSecret;
  }
  return state;
}

/** Whether a value has the rooms the section-5 check asks for. */
export function hasDungeonRooms(gameState: unknown): boolean {
  return isObject(gameState) && isObject(gameState.dungeon) && Array.isArray(gameState.dungeon.rooms);
}
