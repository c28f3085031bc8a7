// Test helpers for the engine: scripted dice, ASCII-art map fixtures, a seeded action fuzzer.
import { diceFrom, type Dice } from '../../../src/engine/rng/dice';
import { step } from '../../../src/engine/actions/reducer';
import { newGame } from '../../../src/engine/newGame';
import type { Action, GameState, Item, Monster, Room, RoomType } from '../../../src/engine/types';
import { catalogueItem, goblin, monsterNamed } from './fixtures';

/** Dice that return the scripted `int` results in order; throws when a roll is out of range or missing. */
export function scriptedDice(rolls: number[]): Dice & { remaining: () => number } {
  const queue = rolls.slice();
  const dice = diceFrom((min, max) => {
    if (queue.length === 0) throw new Error(`scripted dice: no roll left for ${min}..${max}`);
    const value = queue.shift()!;
    if (value < min || value > max) throw new Error(`scripted dice: ${value} not in ${min}..${max}`);
    return value;
  });
  return { ...dice, remaining: () => queue.length };
}

/** Applies one action with scripted rolls; all rolls must be used. */
export function act(state: GameState, action: Action, rolls: number[] = []) {
  const dice = scriptedDice(rolls);
  const outcome = step(state, action, dice);
  if (dice.remaining() !== 0) throw new Error(`scripted dice: ${dice.remaining()} rolls unused`);
  return outcome;
}

/** The last log line. */
export const lastLine = (state: GameState) => state.log[state.log.length - 1];

/** A test monster: the level-1 Goblin of the monster table unless `overrides` say otherwise. */
export const monster = goblin;

/** A held copy of a catalogue item. */
export const item = catalogueItem;

const TYPES: Record<string, RoomType> = {
  '.': 'empty',
  '@': 'empty',
  M: 'monster',
  $: 'treasure',
  '?': 'locked',
  '&': 'merchant',
  E: 'exit',
};

/**
 * A state on an ASCII-art map: '#' wall, '.' empty, '@' player, 'M' monster, '$' treasure,
 * '?' locked chest, '&' merchant, 'E' exit. `contents` fills monsters and items in reading order.
 */
export function onMap(lines: string[], contents: (Monster | Item)[] = [], base?: GameState): GameState {
  const state = base ?? newGame('Tester', 'fixture');
  let px = 1;
  let py = 1;
  let next = 0;
  const rooms: (Room | null)[][] = lines.map((line, y) =>
    [...line].map((ch, x) => {
      if (ch === '#') return null;
      if (ch === '@') [px, py] = [x, y];
      const room: Room = { x, y, type: TYPES[ch], explored: false, visible: false };
      if (ch === 'M') room.content = { ...(contents[next++] as Monster), x, y };
      if (ch === '$' || ch === '?') room.content = contents[next++] as Item;
      if (ch === '?') room.requiresKey = 'silver_key';
      return room;
    }),
  );
  return {
    ...state,
    dungeon: { level: 1, width: lines[0].length, height: lines.length, rooms, exitFound: false },
    player: { ...state.player, x: px, y: py },
  };
}

/** The ASCII legend of a room type (as onMap reads it); '#' is a wall. */
export const ROOM_SYMBOLS: Readonly<Record<RoomType, string>> = {
  empty: '.',
  monster: 'M',
  treasure: '$',
  locked: '?',
  merchant: '&',
  exit: 'E',
};

/** The dungeon's rooms drawn back as ASCII. */
export function drawLayout(dungeon: GameState['dungeon']): string[] {
  return dungeon.rooms.map((row) => row.map((room) => (room ? ROOM_SYMBOLS[room.type] : '#')).join(''));
}

/** The map drawn back as ASCII (same legend as onMap, '@' where the player stands). */
export function drawMap(state: GameState): string[] {
  return drawLayout(state.dungeon).map((line, y) =>
    y === state.player.y ? line.slice(0, state.player.x) + '@' + line.slice(state.player.x + 1) : line,
  );
}

/** A random action biased like a real player (mostly moves and fights), drawing ids from the state. */
export function randomAction(state: GameState, random: () => number): Action {
  const r = random();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const held = state.inventory.length > 0 ? pick(state.inventory).id : 'nothing-1';
  if (state.combat.active && r < 0.5)
    return state.combat.turn === 'monster' ? { type: 'monsterTurn' } : { type: 'attack' };
  if (r < 0.55) return { type: 'move', direction: pick(['up', 'down', 'left', 'right'] as const) };
  if (r < 0.62) return { type: 'attack' };
  if (r < 0.68) return { type: 'monsterTurn' };
  if (r < 0.73)
    return { type: 'cast', spell: pick(['fireball', 'HEAL', 'light', 'Shield', 'lightning', 'magic missile', 'nope']) };
  if (r < 0.77) return { type: 'rest' };
  if (r < 0.79) return { type: 'sacrificeForStamina' };
  if (r < 0.83) return { type: 'equip', itemId: held };
  if (r < 0.85)
    return { type: 'unequip', slot: pick(['weapon', 'armor', 'helmet', 'boots', 'gloves', 'ring1', 'ring2'] as const) };
  if (r < 0.88) return { type: 'useItem', itemId: held };
  if (r < 0.9) return { type: pick(['useHealthPotion', 'useManaPotion'] as const) };
  if (r < 0.93) return { type: 'sellItem', itemId: held };
  if (r < 0.96)
    return { type: 'allocateStat', stat: pick(['strength', 'intelligence', 'dexterity', 'constitution'] as const) };
  return { type: 'descend' };
}

/**
 * A hero at 1 health who rests beside a Skeleton under `rulesVersion` (4 on): the Skeleton breaks the rest (d100
 * 1), leaves its room to strike first where the hero lay, and its blow lands. The state after that blow.
 */
export function slainAfterBrokenRest(rulesVersion: number): GameState {
  const beside = onMap(
    ['#####', '#M@.#', '#####'],
    [monsterNamed('Skeleton')],
    newGame('Tester', 'slain', rulesVersion),
  );
  const found = act({ ...beside, player: { ...beside.player, health: 1 } }, { type: 'rest' }, [1]).state;
  if (found.combat.monster?.name !== 'Skeleton') throw new Error('the Skeleton did not break the rest');
  return act(found, { type: 'monsterTurn' }, [1, 0]).state;
}
