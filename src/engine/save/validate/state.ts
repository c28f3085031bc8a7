// Reader for a whole untrusted game state: shape checks plus the upgrades of old saves.
import type { Combat, GameState, RngState } from '../../types';
import { seedRng } from '../../rng/sfc32';
import { readDungeon } from './dungeon';
import { readEquipment, readInventory, readMonster, readNames } from './entities';
import { readPlayer } from './player';
import { isRunSecret } from '../runSecret';
import { InvalidSave, bool, int, isObject, list, obj, oneOf, optional, str } from './primitives';

const LOG_KEEP = 100; // the engine's LOG_LIMIT: never hold more than it would
const NO_COMBAT: Combat = { active: false, turn: 'player', monster: null };
/** Seed given to old saves that predate seeds. */
export const LEGACY_SEED = 'legacy-save';

function readCombat(value: unknown): Combat {
  if (value === undefined) return NO_COMBAT;
  const raw = obj(value, 'combat');
  const monster = raw.monster === null || raw.monster === undefined ? null : readMonster(raw.monster, 'combat.monster');
  const active = bool(raw.active, 'combat.active');
  // Combat that is active with no monster is cleared at load (as before any action).
  if (active && !monster) return NO_COMBAT;
  return { active, turn: oneOf(raw.turn, ['player', 'monster'] as const, 'combat.turn'), monster };
}

function readRng(value: unknown, seed: string): RngState {
  if (!Array.isArray(value) || value.length !== 4) return seedRng(seed);
  const words = value.map((w, i) => int(w, `rng[${i}]`, 0, 0xffffffff));
  return [words[0], words[1], words[2], words[3]];
}

// Next free instance number: above every numeric id suffix in the state, so new ids never clash.
function nextFreeId(state: Pick<GameState, 'inventory' | 'equipment' | 'dungeon'>): number {
  let highest = 0;
  const see = (id: string) => {
    const match = /-(\d+)$/.exec(id);
    if (match) highest = Math.max(highest, Number(match[1]));
  };
  state.inventory.forEach((item) => see(item.id));
  Object.values(state.equipment).forEach((item) => item && see(item.id));
  state.dungeon.rooms.forEach((row) => row.forEach((room) => room?.content && see(room.content.id)));
  return Math.min(highest + 1, Number.MAX_SAFE_INTEGER);
}

/** The game state of a save, checked field by field and upgraded (unverified); throws InvalidSave. */
export function readGameState(value: unknown): GameState {
  const raw = obj(value, 'gameState');
  const equipment = readEquipment(raw.equipment, 'equipment');
  const conBonus = Object.values(equipment).reduce((sum, item) => sum + (item?.effect?.constitution ?? 0), 0);
  const player = readPlayer(raw.player, conBonus);
  const dungeon = readDungeon(raw.dungeon);
  if (player.x >= dungeon.width || player.y >= dungeon.height || !dungeon.rooms[player.y][player.x]) {
    throw new InvalidSave('player is not on an open cell');
  }
  const inventory = readInventory(raw.inventory ?? [], 'inventory');
  const seed = optional(raw.seed, (v) => str(v, 'seed', 200), LEGACY_SEED);
  const log = list(raw.log ?? [], 'log', (v, w) => str(v, w, 2000), 100_000).slice(-LOG_KEEP);
  const state: GameState = {
    player,
    dungeon,
    inventory,
    equipment,
    combat: readCombat(raw.combat),
    log,
    score: int(raw.score, 'score', 0),
    gameStatus: str(raw.gameStatus, 'gameStatus', 200),
    theme: optional(raw.theme, (v) => oneOf(v, ['light', 'dark'] as const, 'theme'), 'light'),
    discoveredItems: optional(raw.discoveredItems, (v) => readNames(v, 'discoveredItems'), []),
    discoveredMonsters: optional(raw.discoveredMonsters, (v) => readNames(v, 'discoveredMonsters'), []),
    discoveredSpells: optional(raw.discoveredSpells, (v) => readNames(v, 'discoveredSpells'), [
      ...player.learnedSpells,
    ]),
    monstersKilled: optional(raw.monstersKilled, (v) => int(v, 'monstersKilled', 0), 0),
    seed,
    actions: [],
    rng: readRng(raw.rng, seed),
    nextId: 1,
    // Only a replay of the run record can mark a loaded state verified (see verifyRun).
    verified: false,
  };
  state.nextId = optional(raw.nextId, (v) => int(v, 'nextId', 1), nextFreeId(state));
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
