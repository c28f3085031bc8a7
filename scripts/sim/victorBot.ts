// The "victor" bot: a hero built and played to reach floor 100, for the search that writes the victory
// fixture (victorSearch.ts beside this file). Not one of the report's bots: it plays like a player who
// knows the rules well and does not care about score. A rest costs nothing but score, so it rests to
// full before any fight that could hurt; it fights every monster the engine's threat(state, monster)
// says it can take from full health (experience is what keeps it alive deeper), walks around the
// rest, and when only those bar the way fights the mildest of them, rested. Points go to dexterity
// until its blows land 95% of the time against the floor's toughest hide, to constitution for stamina
// (and a share of the levels), the rest to strength: a monster's blow is its attack less only a third
// of constitution, so deep down the quickest kill costs the least health.
//
// It walks with its own breadth-first search over what the player knows (explored cells; a monster's
// room only where it chooses that fight), so its play depends on the rules alone, not on how the
// engine's auto-explore and travel queries choose their ways.
import {
  ATTACK_STAMINA_COST,
  canDescend,
  castPreview,
  effectiveStats,
  EQUIPMENT_SLOTS,
  equipRefusal,
  inCombat,
  INVENTORY_LIMIT,
  monsterDamage,
  rulesOf,
  sacrificePreview,
  STEP_OF,
  STEPS,
} from '../../src/engine';
import { scaleStat } from '../../src/engine/dungeon/spawn';
import { findExit } from '../../src/engine/dungeon/findExit';
import type {
  Action,
  Direction,
  EquipmentSlot,
  GameState,
  Item,
  Monster,
  Room,
  StatName,
} from '../../src/engine/types';
import type { Bot } from './bot';
import { seenExitCandidate } from './deepest';
import { judgeFight } from './judgement';

/** The victor bot's judgement: what the search varies when a line of play dies. */
export interface VictorParams {
  /**
   * Dexterity with gear the hero raises first: enough for 95% of blows to land against a monster of
   * this defense role (0 weakest, 1 middle, 2 deadliest: defense is the role times the floor's scaling).
   */
  defenseRole: number;
  /** Base constitution kept at least this plus `constitutionShare` x hero level. */
  constitution: number;
  constitutionShare: number;
  /** Fights accepted: expected damage from threat() at most this share of max health. */
  accept: number;
  /** Before a fight, rest unless health is at least `margin` x its expected damage plus two strongest blows. */
  margin: number;
  /** Walk to wanted loot (gear, health potions, keys, chests it can open) within this many steps. */
  treasureReach: number;
  /**
   * Fights it chooses per floor before it heads for the exit (Infinity: every one it accepts); a fight
   * that bars its way is fought all the same.
   */
  fightsPerFloor: number;
  /** The search's levers: fights to stall (see `Stall`), in the order they come, and monsters (by id) it passes up. */
  stalls: readonly Stall[];
  passUp: readonly string[];
}

/**
 * A stall: in the first fight it chose from the floor's `from`-th chosen fight on whose monster is weak
 * enough (`count` of its strongest blows under a third of the hero's health), the hero casts SHIELD
 * `count` times before it strikes, handing the monster as many more turns. Each draws one or two more
 * dice from the run's one stream, so every roll after it differs (an early stall plays the floor anew),
 * and the hero descends with more dice drawn: a level is laid out from the dice, so a late stall lays
 * out the floor below anew and changes little else.
 */
export interface Stall {
  from: number;
  count: number;
}

/** The judgement the search tries first. */
export const VICTOR_DEFAULTS: VictorParams = {
  defenseRole: 2,
  constitution: 14,
  constitutionShare: 0.05,
  accept: 0.5,
  margin: 1.5,
  treasureReach: 6,
  fightsPerFloor: Infinity,
  stalls: [],
  passUp: [],
};

/** The largest blow the monster can land (attack + 2, after constitution and shield). */
export function strongestBlow(state: GameState, monster: Monster): number {
  return monsterDamage(monster.attack, 2, effectiveStats(state).constitution, state.player.shieldEffect ?? 0);
}

const monsterOf = (room: Room | null | undefined): Monster | null =>
  room?.type === 'monster' && room.content ? (room.content as Monster) : null;

// ---- Ways over what the player knows ----------------------------------------------------------------

/** A way found: the first move, its length and the cell it leads to. */
interface Way {
  direction: Direction;
  distance: number;
  x: number;
  y: number;
}

/**
 * The shortest way from the hero to the nearest cell `goal` accepts, over explored cells (an unexplored
 * cell only as a goal), entering a monster's room only as the goal or where `through` accepts that
 * fight on the way. Ties to the first step in the order up, right, down, left. Null when none.
 */
function wayTo(state: GameState, goal: (room: Room) => boolean, through?: (monster: Monster) => boolean): Way | null {
  const { width, height, rooms } = state.dungeon;
  const start = state.player.y * width + state.player.x;
  const first = new Int8Array(width * height).fill(-1);
  const distance = new Int32Array(width * height).fill(-1);
  distance[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head];
    const x = cell % width;
    const y = (cell - x) / width;
    for (let k = 0; k < 4; k++) {
      const nx = x + STEPS[k].dx;
      const ny = y + STEPS[k].dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const next = ny * width + nx;
      const room = rooms[ny][nx];
      if (room === null || distance[next] !== -1) continue;
      const step = cell === start ? k : first[cell];
      if (goal(room)) return { direction: STEPS[step].direction, distance: distance[cell] + 1, x: nx, y: ny };
      if (!room.explored) continue;
      const monster = monsterOf(room);
      if (monster && !through?.(monster)) continue;
      distance[next] = distance[cell] + 1;
      first[next] = step;
      queue.push(next);
    }
  }
  return null;
}

/** Where the rules put the exit of a level seen whole (the engine's own placement, dungeon/findExit.ts). */
function exitOfSeenLevel(state: GameState): { x: number; y: number } | null {
  const { width, height, rooms } = state.dungeon;
  if (rooms.some((row) => row.some((room) => room !== null && !room.explored))) return null;
  const open = Uint8Array.from(rooms.flat(), (room) => (room === null ? 0 : 1));
  const exit = findExit({ width, height, open }, 1, 1);
  return exit.fallback ? null : exit;
}

/** The goal of the walk to the exit: the found exit, else unseen cells, else where the rules put it. */
function exitGoal(state: GameState): (room: Room) => boolean {
  if (state.dungeon.exitFound) return (room) => room.type === 'exit' && room.explored;
  const exit = exitOfSeenLevel(state);
  if (exit) return (room) => room.x === exit.x && room.y === exit.y;
  return (room) => !room.explored;
}

// ---- Judgement -----------------------------------------------------------------------------------

/** Health wanted before walking into this fight. */
function healthFor(state: GameState, monster: Monster, params: VictorParams): number {
  return params.margin * judgeFight(state, monster).damageTaken + 2 * strongestBlow(state, monster);
}

/** Stamina wanted before walking into this fight: its expected attacks, at most a full bar. */
function staminaFor(state: GameState, monster: Monster): number {
  const attacks = Math.ceil(judgeFight(state, monster).exchanges);
  return Math.min(state.player.maxStamina, attacks * ATTACK_STAMINA_COST);
}

function accepts(state: GameState, monster: Monster, params: VictorParams): boolean {
  return judgeFight(state, monster).damageTaken <= params.accept * state.player.maxHealth;
}

/** Dexterity with gear for the profile's best hit chance (95%) against the role's defense on this floor. */
function dexterityTarget(state: GameState, params: VictorParams): number {
  const defense = scaleStat(params.defenseRole, state.dungeon.level, rulesOf(state).tierScalePercent);
  let dexterity = 10;
  while (rulesOf(state).hitChance(dexterity, { defense }) < 95 && dexterity < 10_000) dexterity++;
  return dexterity;
}

/** Where a pending stat point goes. */
function statFor(state: GameState, params: VictorParams): StatName {
  const stats = effectiveStats(state);
  if (stats.dexterity < dexterityTarget(state, params)) return 'dexterity';
  if (state.player.constitution < params.constitution + params.constitutionShare * state.player.level)
    return 'constitution';
  return 'strength';
}

/**
 * Worth of gear to this build: strength first, then constitution, dexterity while the hero's own (gear
 * aside, so what is worn does not change the worth of what could replace it) is short of the target.
 */
function worth(state: GameState, item: Item | null, params: VictorParams): number {
  const e = item?.effect;
  if (!e) return 0;
  const dexterityShort = state.player.dexterity < dexterityTarget(state, params);
  return 3 * (e.strength ?? 0) + 1.5 * (e.constitution ?? 0) + (dexterityShort ? 2 : 0.5) * (e.dexterity ?? 0);
}

function slotsFor(item: Item): EquipmentSlot[] {
  return item.type === 'ring' ? ['ring1', 'ring2'] : [item.type as EquipmentSlot];
}

/** Equip (or free ring2 for) a held piece worth more than what its slot holds. */
function upgrade(state: GameState, params: VictorParams): Action | null {
  for (const item of state.inventory) {
    if (!item.equipSlot || equipRefusal(state, item.id) !== null) continue;
    const worn = slotsFor(item)
      .filter((slot) => EQUIPMENT_SLOTS.includes(slot))
      .map((slot) => state.equipment[slot]);
    const value = worth(state, item, params);
    if (value <= 0) continue;
    if (worn.every((w) => w !== null) && value <= Math.min(...worn.map((w) => worth(state, w, params)))) continue;
    if (item.type === 'ring' && worn[0] && worn[1] && worth(state, worn[1], params) < worth(state, worn[0], params)) {
      if (state.inventory.length >= INVENTORY_LIMIT) continue;
      return { type: 'unequip', slot: 'ring2' };
    }
    return { type: 'equip', itemId: item.id };
  }
  return null;
}

/** True for what this hero has no use for: treasure, scrolls, mana, spare keys, gear no better than worn. */
function isJunk(state: GameState, item: Item, params: VictorParams): boolean {
  if (item.type === 'potion') return (item.effect?.health ?? 0) === 0;
  // Two spare keys are enough (a held key does not count itself).
  if (item.type === 'key') return state.inventory.filter((i) => i.type === 'key' && i.id !== item.id).length >= 2;
  if (!item.equipSlot) return true;
  const value = worth(state, item, params);
  const worn = slotsFor(item).map((slot) => state.equipment[slot]);
  return value <= 0 || worn.every((w) => w !== null && worth(state, w, params) >= value);
}

/** A potion with health, the smallest that is enough (or the largest). */
function healthPotion(state: GameState, need: number): Item | null {
  const potions = state.inventory
    .filter((item) => item.type === 'potion' && (item.effect?.health ?? 0) > 0)
    .sort((a, b) => (a.effect?.health ?? 0) - (b.effect?.health ?? 0));
  return potions.find((p) => (p.effect?.health ?? 0) >= need) ?? potions.at(-1) ?? null;
}

/** The player's turn in a fight: drink when the next blows could end it, attack, or buy stamina. */
function fightTurn(state: GameState, monster: Monster): Action {
  const { health, maxHealth, stamina } = state.player;
  const blow = strongestBlow(state, monster);
  const fight = judgeFight(state, monster);
  // The monster answers every turn but the last: drink while two of its strongest blows could kill.
  if (fight.exchanges > 1 && health <= 2 * blow && health < maxHealth) {
    const potion = healthPotion(state, 2 * blow - health + 1);
    if (potion) return { type: 'useItem', itemId: potion.id };
  }
  if (stamina >= ATTACK_STAMINA_COST) return { type: 'attack' };
  if (sacrificePreview(state).allowed && health - Math.floor(health / 2) > blow) return { type: 'sacrificeForStamina' };
  const potion = healthPotion(state, 1);
  if (potion && health < maxHealth) return { type: 'useItem', itemId: potion.id };
  return { type: 'sacrificeForStamina' };
}

/** The room one step away in `direction`. */
function roomAt(state: GameState, direction: Direction): Room | null {
  const { dx, dy } = STEP_OF[direction];
  return state.dungeon.rooms[state.player.y + dy]?.[state.player.x + dx] ?? null;
}

/**
 * A move, or a rest first when it walks into a fight the hero is not ready for; a fight walked into is
 * remembered (`chosen`: one it accepts, not one that bars its way).
 */
function step(state: GameState, direction: Direction, params: VictorParams, memory: VictorMemory): Action {
  const monster = monsterOf(roomAt(state, direction));
  if (!monster) return { type: 'move', direction };
  const { health, maxHealth, stamina, maxStamina } = state.player;
  const rested = health === maxHealth && stamina === maxStamina;
  // A fight it may stall comes rested (the stalled blows are paid out of health).
  const stall = params.stalls[memory.stallsDone];
  const stalling = !!stall && memory.fights + 1 >= stall.from && accepts(state, monster, params);
  const ready =
    !stalling &&
    health >= Math.min(maxHealth, healthFor(state, monster, params)) &&
    stamina >= staminaFor(state, monster);
  if (!ready && !rested) return { type: 'rest' };
  memory.lastFight = { name: monster.name, chosen: accepts(state, monster, params) };
  return { type: 'move', direction };
}

/** Memory of the victor bot within a run. */
export interface VictorMemory {
  level: number;
  /** Fights it chose (walked up to) on this floor, and their monsters (ids) in order. */
  fights: number;
  chosen: string[];
  /** Cells (y x width + x) of this floor where it dropped junk: no loot to go back for. */
  dropped: Set<number>;
  /** Stalls of params.stalls done on this floor, SHIELDs cast in the current one, and its monster. */
  stallsDone: number;
  stalled: number;
  stalledFoe: string | null;
  /** Cells (y x width + x) of this floor it stood on. */
  stoodOn: Set<number>;
  /** The monster of the latest fight it walked into, and whether it chose that fight (else it barred the way). */
  lastFight: { name: string; chosen: boolean } | null;
}

/** A fresh memory. */
export const victorMemory = (): VictorMemory => ({
  level: 0,
  fights: 0,
  chosen: [],
  dropped: new Set(),
  stallsDone: 0,
  stalled: 0,
  stalledFoe: null,
  stoodOn: new Set(),
  lastFight: null,
});

/** The housekeeping action to take now (stat points, gear, room in the pack), or null. */
function chores(state: GameState, params: VictorParams, memory: VictorMemory): Action | null {
  if ((state.player.pendingStatPoint ?? 0) > 0) return { type: 'allocateStat', stat: statFor(state, params) };
  const better = upgrade(state, params);
  if (better) return better;
  if (state.inventory.length < INVENTORY_LIMIT - 1) return null;
  const junk = state.inventory.find((item) => isJunk(state, item, params));
  const { x, y } = state.player;
  if (!junk || state.dungeon.rooms[y][x]?.type !== 'empty') return null;
  memory.dropped.add(y * state.dungeon.width + x);
  return { type: 'drop', itemId: junk.id };
}

/** True when the hero stalls this fight with one more SHIELD (params.stalls), which it then counts. */
function stalls(state: GameState, monster: Monster, params: VictorParams, memory: VictorMemory): boolean {
  const stall = params.stalls[memory.stallsDone];
  if (!stall) return false;
  if (memory.stalledFoe !== monster.id) {
    // A new stall: a fight it chose, far enough into the floor, with a weak monster not yet struck.
    const blows = stall.count * strongestBlow(state, monster);
    if (memory.lastFight?.chosen !== true || memory.fights < stall.from) return false;
    if (monster.health < monster.maxHealth || blows >= state.player.health / 3) return false;
  }
  if (castPreview(state, 'SHIELD').refusal !== null) return false;
  if (memory.stalledFoe !== monster.id) memory.stalled = 0;
  memory.stalledFoe = monster.id;
  memory.stalled++;
  if (memory.stalled >= stall.count) {
    memory.stallsDone++;
    memory.stalledFoe = null;
  }
  return true;
}

/** The victor bot with the given judgement. */
export function victorBot(params: VictorParams, memory: VictorMemory = victorMemory()): Bot {
  const wantedLoot = (state: GameState, room: Room): boolean => {
    if (!room.explored) return false;
    if (room.type === 'locked') return state.inventory.some((item) => item.id.startsWith('silver_key'));
    return (
      room.type === 'treasure' &&
      !!room.content &&
      state.inventory.length < INVENTORY_LIMIT &&
      !memory.dropped.has(room.y * state.dungeon.width + room.x) &&
      !isJunk(state, room.content as Item, params)
    );
  };
  const prey = (state: GameState, room: Room): boolean => {
    const monster = room.explored ? monsterOf(room) : null;
    return !!monster && !params.passUp.includes(monster.id) && accepts(state, monster, params);
  };
  return (state) => {
    if (state.dungeon.level !== memory.level) {
      memory.level = state.dungeon.level;
      memory.fights = 0;
      memory.chosen = [];
      memory.dropped.clear();
      memory.stallsDone = 0;
      memory.stalled = 0;
      memory.stalledFoe = null;
      memory.stoodOn.clear();
      memory.lastFight = null;
    }
    memory.stoodOn.add(state.player.y * state.dungeon.width + state.player.x);
    if (inCombat(state)) {
      if (state.combat.turn === 'monster') return { type: 'monsterTurn' };
      const monster = state.combat.monster as Monster;
      if (stalls(state, monster, params, memory)) return { type: 'cast', spell: 'SHIELD' };
      return fightTurn(state, monster);
    }
    const chore = chores(state, params, memory);
    if (chore) return chore;
    const loot = wayTo(state, (room) => wantedLoot(state, room));
    if (loot && loot.distance <= params.treasureReach) return { type: 'move', direction: loot.direction };
    if (memory.fights < params.fightsPerFloor) {
      const target = wayTo(state, (room) => prey(state, room));
      if (target) {
        const action = step(state, target.direction, params, memory);
        if (target.distance === 1 && action.type === 'move') {
          memory.fights++;
          memory.chosen.push((monsterOf(state.dungeon.rooms[target.y][target.x]) as Monster).id);
        }
        return action;
      }
      const unseen = wayTo(state, (room) => !room.explored);
      if (unseen) return { type: 'move', direction: unseen.direction };
    }
    if (canDescend(state)) return { type: 'descend' };
    const goal = exitGoal(state);
    const around = wayTo(state, goal);
    if (around) return step(state, around.direction, params, memory);
    // Cut off from the unseen part by monsters it would rather not fight: the exit may yet be a cell it has
    // seen but not stood on (the rules put it on the open cell farthest from the start).
    const candidate = seenExitCandidate(state, memory.stoodOn);
    const nearby = wayTo(state, candidate);
    if (nearby) return step(state, nearby.direction, params, memory);
    // Barred by monsters it would rather not fight: the mildest fights that open a way, rested.
    const seen: number[] = [];
    for (const row of state.dungeon.rooms) {
      for (const room of row) {
        const monster = room?.explored ? monsterOf(room) : null;
        if (monster) seen.push(judgeFight(state, monster).damageTaken);
      }
    }
    const further = (room: Room) => goal(room) || candidate(room);
    for (const bar of seen.sort((a, b) => a - b)) {
      const way = wayTo(state, further, (monster) => judgeFight(state, monster).damageTaken <= bar);
      if (way) return step(state, way.direction, params, memory);
    }
    return { type: 'rest' };
  };
}
