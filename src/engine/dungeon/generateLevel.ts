// One dungeon level: carve the maze, place the exit, then the room mix, then the first sight.
import type { Dice } from '../rng/dice';
import type { Dungeon, Room } from '../types';
import type { RulesProfile } from '../versions/profiles';
import { carveMaze } from './carveMaze';
import { chokeCells } from './chokes';
import { findExit } from './findExit';
import { addLoops } from './loops';
import { chestPool, instantiateItem, rollMonster, treasurePool } from './spawn';
import { revealAround, WIDE_SIGHT_RADIUS } from './visibility';

/** Every level is 25 x 15 with the start at (1, 1). */
export const DUNGEON_WIDTH = 25;
export const DUNGEON_HEIGHT = 15;
export const START_X = 1;
export const START_Y = 1;
/** Share of the shuffled open cells (start and exit excluded) that hold monsters / treasure, in %. */
export const MONSTER_SHARE = 30;
export const TREASURE_SHARE = 20;
/** The key template every locked chest needs. */
export const CHEST_KEY = 'silver_key';

/**
 * Generates level `level`. Placement order (so nothing lands on the exit or the start): the maze (with its
 * loops under rules that knock walls through), the exit (farthest BFS cell), then over the shuffled other
 * cells: 1 merchant, floor(30%) monsters (off the chokes under rules that keep them there), floor(20%)
 * treasure, 1-3 locked chests, the rest empty.
 */
export function generateLevel(
  level: number,
  dice: Dice,
  nextId: number,
  rules: RulesProfile,
): { dungeon: Dungeon; nextId: number } {
  const grid = carveMaze(DUNGEON_WIDTH, DUNGEON_HEIGHT, dice);
  if (rules.loopPercent > 0) addLoops(grid, rules.loopPercent, dice);
  const exit = findExit(grid, START_X, START_Y);
  grid.open[exit.y * DUNGEON_WIDTH + exit.x] = 1;
  const chokes = rules.monstersOffChokes
    ? chokeCells(grid, START_Y * DUNGEON_WIDTH + START_X, exit.y * DUNGEON_WIDTH + exit.x)
    : null;
  const rooms: (Room | null)[][] = [];
  const candidates: Room[] = [];
  for (let y = 0; y < DUNGEON_HEIGHT; y++) {
    const row: (Room | null)[] = [];
    for (let x = 0; x < DUNGEON_WIDTH; x++) {
      if (!grid.open[y * DUNGEON_WIDTH + x]) {
        row.push(null);
        continue;
      }
      const isExit = x === exit.x && y === exit.y;
      const room: Room = { x, y, type: isExit ? 'exit' : 'empty', explored: false, visible: false };
      row.push(room);
      if (!isExit && !(x === START_X && y === START_Y)) candidates.push(room);
    }
    rooms.push(row);
  }
  const mayHoldMonster = chokes ? (room: Room) => !chokes.has(room.y * DUNGEON_WIDTH + room.x) : () => true;
  const id = placeRooms(dice.shuffle(candidates), level, dice, nextId, rules, mayHoldMonster);
  const dungeon: Dungeon = {
    level,
    width: DUNGEON_WIDTH,
    height: DUNGEON_HEIGHT,
    rooms: revealAround(rooms, START_X, START_Y, WIDE_SIGHT_RADIUS),
    exitFound: false,
  };
  return { dungeon, nextId: id };
}

/**
 * Fills the shuffled cells in the documented order; returns the next free id. Monsters take the first cells
 * after the merchant's that may hold one, the rest keep their shuffled order (with every cell allowed, exactly
 * the order of the rules before chokes).
 */
function placeRooms(
  shuffled: Room[],
  level: number,
  dice: Dice,
  nextId: number,
  rules: RulesProfile,
  mayHoldMonster: (room: Room) => boolean,
): number {
  let id = nextId;
  const monsters = Math.floor((shuffled.length * MONSTER_SHARE) / 100);
  const treasures = Math.floor((shuffled.length * TREASURE_SHARE) / 100);
  const chests = dice.int(1, 3);
  if (shuffled.length === 0) return id;
  shuffled[0].type = 'merchant';
  const monsterRooms = shuffled.slice(1).filter(mayHoldMonster).slice(0, monsters);
  for (const room of monsterRooms) {
    room.type = 'monster';
    room.content = rollMonster(dice, level, rules, `m-${id++}`, room.x, room.y);
  }
  const rest = shuffled.slice(1).filter((room) => room.type === 'empty');
  let i = 0;
  for (let n = 0; n < treasures && i < rest.length; n++, i++) {
    rest[i].type = 'treasure';
    rest[i].content = instantiateItem(dice.pick(treasurePool(level)), id++);
  }
  for (let n = 0; n < chests && i < rest.length; n++, i++) {
    rest[i].type = 'locked';
    rest[i].requiresKey = CHEST_KEY;
    rest[i].content = instantiateItem(dice.pick(chestPool(level)), id++);
  }
  return id;
}
