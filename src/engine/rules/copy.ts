// Shallow copies of the wide state objects, field by field. A spread (`{ ...state, log }`) over
// these objects was the slowest part of a replay: V8 builds spread copies of wide objects
// property by property into ever new hidden classes, so every later access goes megamorphic.
// These copies keep one shape per type and the key order the engine writes (newGame / the
// save reader), so JSON of a state is unchanged. Callers assign the changed fields on the fresh
// copy they own; the input is never mutated.
import type { Combat, Dungeon, GameState, Player } from '../types';

/** A fresh shallow copy of the state. */
export function copyState(s: GameState): GameState {
  const out: GameState = {
    player: s.player,
    dungeon: s.dungeon,
    inventory: s.inventory,
    equipment: s.equipment,
    combat: s.combat,
    log: s.log,
    score: s.score,
    gameStatus: s.gameStatus,
    theme: s.theme,
    discoveredItems: s.discoveredItems,
    discoveredMonsters: s.discoveredMonsters,
    discoveredSpells: s.discoveredSpells,
    monstersKilled: s.monstersKilled,
    seed: s.seed,
    actions: s.actions,
    rng: s.rng,
    nextId: s.nextId,
    verified: s.verified,
  };
  if (s.rulesVersion !== undefined) out.rulesVersion = s.rulesVersion;
  if (s.runSecret !== undefined) out.runSecret = s.runSecret;
  if (s.prices !== undefined) out.prices = s.prices;
  return out;
}

/** The state with another player (a fresh copy). */
export function withPlayer(state: GameState, player: Player): GameState {
  const next = copyState(state);
  next.player = player;
  return next;
}

/** An optional player field a copy can leave out (as `{ field: _, ...rest }` would). */
export type DroppedField = 'shieldEffect' | 'pendingStatPoint' | null;

/** A fresh shallow copy of the player, optionally without one optional field. */
export function copyPlayer(p: Player, drop: DroppedField = null): Player {
  const out: Player = {
    name: p.name,
    level: p.level,
    health: p.health,
    maxHealth: p.maxHealth,
    mana: p.mana,
    maxMana: p.maxMana,
    stamina: p.stamina,
    maxStamina: p.maxStamina,
    strength: p.strength,
    intelligence: p.intelligence,
    dexterity: p.dexterity,
    constitution: p.constitution,
    experience: p.experience,
    experienceToNext: p.experienceToNext,
    gold: p.gold,
    x: p.x,
    y: p.y,
    day: p.day,
    learnedSpells: p.learnedSpells,
  };
  const shield = drop === 'shieldEffect' ? undefined : p.shieldEffect;
  const pending = drop === 'pendingStatPoint' ? undefined : p.pendingStatPoint;
  // Both optional fields present: keep the order they were added in.
  if (shield !== undefined && pending !== undefined && pendingComesFirst(p)) out.pendingStatPoint = pending;
  if (shield !== undefined) out.shieldEffect = shield;
  if (pending !== undefined) out.pendingStatPoint = pending;
  return out;
}

function pendingComesFirst(p: Player): boolean {
  for (const key in p) {
    if (key === 'pendingStatPoint') return true;
    if (key === 'shieldEffect') return false;
  }
  return false;
}

/** A fresh shallow copy of the dungeon. */
export function copyDungeon(d: Dungeon): Dungeon {
  return { level: d.level, width: d.width, height: d.height, rooms: d.rooms, exitFound: d.exitFound };
}

/** The combat with the turn handed to `turn`. */
export function combatWithTurn(c: Combat, turn: Combat['turn']): Combat {
  return { active: c.active, turn, monster: c.monster };
}

/** The state with the combat turn handed to `turn` (a fresh copy). */
export function withTurn(state: GameState, turn: Combat['turn']): GameState {
  const next = copyState(state);
  next.combat = combatWithTurn(state.combat, turn);
  return next;
}
