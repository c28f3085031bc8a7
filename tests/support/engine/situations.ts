// Game situations for browser tests, built in node with the real engine:
// walk a fresh game with real moves, then (where a test needs it) adjust the state and export a
// save code that the test loads through RECALL ANCIENT ADVENTURE like a player would.
import {
  apply,
  encodeSaveCode,
  ITEMS,
  maxStaminaFor,
  newGame,
  type Direction,
  type GameState,
  type Item,
  STEPS,
  type Monster,
  type Room,
} from '../../../src/engine';
import { BLOCKED, breadthFirst, GOAL, OPEN, pathTo as stepsTo } from '../../../src/engine/queries/breadthFirst';

/** Shortest moves from the player to the first room matching `isTarget`, never through monsters: the
 *  engine's breadth-first search, over the whole level (seen or not), a monster entered only as a target. */
export function pathTo(state: GameState, isTarget: (room: Room) => boolean): Direction[] | null {
  const { rooms, width, height } = state.dungeon;
  const start = state.player.y * width + state.player.x;
  const cells = rooms.flat().map((room, i) => {
    if (room === null) return BLOCKED;
    if (i !== start && isTarget(room)) return GOAL;
    return room.type === 'monster' ? BLOCKED : OPEN;
  });
  const search = breadthFirst(cells, width, height, start);
  if (search.found === -1) return null;
  const path = [start, ...stepsTo(search, cells, search.found)];
  return path.slice(1).map((cell, i) => {
    const from = path[i];
    const step = STEPS.find(({ dx, dy }) => from + dy * width + dx === cell);
    return step!.direction;
  });
}

/** Apply moves with the engine. */
export function walk(state: GameState, moves: Direction[]): GameState {
  return moves.reduce((s, direction) => apply(s, { type: 'move', direction }), state);
}

/** A hero one step from a room, and that step. */
export interface Approach {
  state: GameState;
  step: Direction;
}

/** With seed `e2e-n`: walk the hero to one step from the nearest room of a type, or null. */
export function approach(type: Room['type'], n: number, name = 'Tester'): Approach | null {
  const start = newGame(name, `e2e-${n}`);
  const path = pathTo(start, (room) => room.type === type);
  if (!path || path.length < 2) return null;
  const state = walk(start, path.slice(0, -1));
  return state.combat.active ? null : { state, step: path[path.length - 1] };
}

/** The first seed whose approach satisfies `accept` (after an optional adjustment). */
export function findSituation(type: Room['type'], name: string, accept: (a: Approach) => Approach | null): Approach {
  for (let n = 1; n < 400; n++) {
    const found = approach(type, n, name);
    const accepted = found && accept(found);
    if (accepted) return accepted;
  }
  throw new Error(`no seed gives the wanted ${type} situation`);
}

/** A hero one experience point short of level 2, one step from a monster it beats in at most three
 *  blows after at least one enemy turn (the engine's dice are in the state, so this replays exactly). */
export function fightSituation(): Approach {
  return findSituation('monster', 'Fighter', ({ state, step }) => {
    const primed = { ...state, player: { ...state.player, experience: state.player.experienceToNext - 1 } };
    let s = apply(primed, { type: 'move', direction: step });
    let enemyTurns = 0;
    let blows = 0;
    while (s.combat.active && blows <= 3) {
      if (s.combat.turn === 'monster') enemyTurns++;
      else blows++;
      s = apply(s, { type: s.combat.turn === 'monster' ? 'monsterTurn' : 'attack' });
    }
    const won = s.monstersKilled === 1 && s.player.health > 0 && (s.player.pendingStatPoint ?? 0) === 1;
    return won && enemyTurns >= 1 && blows <= 3 ? { state: primed, step } : null;
  });
}

/** A hero in a fight on its own turn with 2 stamina: too tired to attack (the Out of Stamina dialog). */
export function exhaustedSituation(): GameState {
  const { state, step } = fightSituation();
  const fighting = apply(state, { type: 'move', direction: step });
  return { ...fighting, player: { ...fighting.player, stamina: 2 }, combat: { ...fighting.combat, turn: 'player' } };
}

/** A hero at 1 health in a fight on the enemy's turn, whose next blow lands. */
export function deathSituation(): GameState {
  const { state } = findSituation('monster', 'Doomed', ({ state, step }) => {
    const fighting = apply(state, { type: 'move', direction: step });
    if (!fighting.combat.active) return null;
    const doomed = {
      ...fighting,
      player: { ...fighting.player, health: 1 },
      combat: { ...fighting.combat, turn: 'monster' as const },
    };
    return apply(doomed, { type: 'monsterTurn' }).player.health <= 0 ? { state: doomed, step } : null;
  });
  return state;
}

let heldCount = 0;

/** A held copy of a catalogue item (instance id `${templateId}-${n}` as the engine makes them). */
export function heldItem(templateId: string): Item {
  const template = ITEMS.find((i) => i.id === templateId);
  if (!template) throw new Error(`no item ${templateId}`);
  return { ...template, id: `${template.id}-${9000 + heldCount++}` };
}

/** The save code a player would paste. */
export function saveCodeOf(state: GameState): string {
  return encodeSaveCode(state, Date.UTC(2026, 0, 1));
}

/** A fresh game with the hero placed on an open cell beside the (not yet found) exit. */
export function besideExit(name = 'Delver', n = 1): Approach {
  const state = newGame(name, `e2e-${n}`);
  const exit = state.dungeon.rooms.flat().find((room) => room?.type === 'exit');
  if (!exit) throw new Error('level without an exit');
  for (const { direction, dx, dy } of STEPS) {
    const from = state.dungeon.rooms[exit.y - dy]?.[exit.x - dx];
    if (from && from.type !== 'monster') {
      return { state: { ...state, player: { ...state.player, x: from.x, y: from.y } }, step: direction };
    }
  }
  return besideExit(name, n + 1);
}

/** The monsters of tiers 1 to 3 (floors 1-30), as a hero who has fought its way to floor 30 has met them. */
const MET_BY_FLOOR_30 = [
  'Goblin',
  'Skeleton',
  'Rat',
  'Orc Warrior',
  'Dark Mage',
  'Wolf',
  'Troll',
  'Wyvern',
  'Bandit Chief',
];

/**
 * A hero deep in the dungeon, out of a fight with a monster of that floor in sight and in reach: floor `floor` (30 by
 * default) reached by the engine's own descents (the hero set on each floor's found exit), then the figures
 * of a long run set by hand: level 44, health in the thousands, stats past 100 with gear, a six-figure
 * score, the monsters of floors 1-30 met. Hand-set, so its save code loads as an unverified run.
 */
export function deepSituation(floor = 30, name = 'Delver', sees?: string): GameState {
  for (let n = 1; n < 50; n++) {
    let state = newGame(name, `deep-${n}`);
    while (state.dungeon.level < floor) {
      const exit = state.dungeon.rooms.flat().find((room) => room?.type === 'exit');
      if (!exit) throw new Error(`floor ${state.dungeon.level} without an exit`);
      const onExit = {
        ...state,
        player: { ...state.player, x: exit.x, y: exit.y },
        dungeon: { ...state.dungeon, exitFound: true },
      };
      state = apply(onExit, { type: 'descend' });
      if (state.dungeon.level === onExit.dungeon.level)
        throw new Error(`the exit of floor ${state.dungeon.level} refused`);
    }
    // Monsters in sight that the hero can walk to without passing another (a maze often shows one
    // through a wall whose only way leads through others).
    const seen = state.dungeon.rooms
      .flat()
      .filter((room) => room?.type === 'monster' && room.visible)
      .filter((room) => pathTo(state, (other) => other.x === room!.x && other.y === room!.y) !== null)
      .map((room) => (room!.content as Monster).name);
    if (seen.length === 0 || (sees !== undefined && !seen.includes(sees)) || state.combat.active) continue;
    const deep: GameState = {
      ...state,
      player: {
        ...state.player,
        level: 44,
        experience: 4_391,
        experienceToNext: 4_400,
        health: 2_113,
        maxHealth: 2_480,
        mana: 190,
        maxMana: 265,
        stamina: 512,
        strength: 96,
        intelligence: 40,
        dexterity: 58,
        constitution: 96,
        gold: 48_213,
        day: 212,
      },
      equipment: {
        weapon: heldItem('knights_blade'),
        armor: heldItem('plate_armor'),
        helmet: heldItem('horned_helm'),
        boots: heldItem('swift_boots'),
        gloves: heldItem('iron_gauntlets'),
        ring1: heldItem('ring_of_vigor'),
        ring2: null,
      },
      score: 1_234_567,
      discoveredMonsters: MET_BY_FLOOR_30,
    };
    return { ...deep, player: { ...deep.player, maxStamina: maxStaminaFor(deep) } };
  }
  throw new Error(`no seed shows ${sees ?? 'a monster'} from the start of floor ${floor}`);
}
