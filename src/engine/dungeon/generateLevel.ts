// One dungeon level: carve the maze, place the exit, then the room mix, then the first sight.
import type { Dice } from '../rng/dice';
import type { Dungeon, Room } from '../types';
import type { RulesProfile } from '../versions/profiles';
import { carveMaze } from './carveMaze';
import { findExit } from './findExit';
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
 * Generates level `level`. Placement order (so nothing lands on the exit or the start):
 * exit first (farthest BFS cell), then over the shuffled other cells: 1 merchant,
 * floor(30%) monsters, floor(20%) treasure, 1-3 locked chests, the rest empty.
 */
export function generateLevel(
  level: number,
  dice: Dice,
  nextId: number,
  rules: RulesProfile,
): { dungeon: Dungeon; nextId: number } {
  const grid = carveMaze(DUNGEON_WIDTH, DUNGEON_HEIGHT, dice);
  const exit = findExit(grid, START_X, START_Y);
  grid.open[exit.y * DUNGEON_WIDTH + exit.x] = 1;
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
  const id = placeRooms(dice.shuffle(candidates), level, dice, nextId, rules);
  const dungeon: Dungeon = {
    level,
    width: DUNGEON_WIDTH,
    height: DUNGEON_HEIGHT,
    rooms: revealAround(rooms, START_X, START_Y, WIDE_SIGHT_RADIUS),
    exitFound: false,
  };
  return { dungeon, nextId: id };
}

/** Fills the shuffled cells in the documented order; returns the next free id. */
function placeRooms(shuffled: Room[], level: number, dice: Dice, nextId: number, rules: RulesProfile): number {
  let id = nextId;
  const monsters = Math.floor((shuffled.length * MONSTER_SHARE) / 100);
  const treasures = Math.floor((shuffled.length * TREASURE_SHARE) / 100);
  const chests = dice.int(1, 3);
  let i = 0;
  if (shuffled.length > 0) shuffled[i++].type = 'merchant';
  for (let n = 0; n < monsters && i < shuffled.length; n++, i++) {
    const room = shuffled[i];
    room.type = 'monster';
    room.content = rollMonster(dice, level, rules, `m-${id++}`, room.x, room.y);
  }
  for (let n = 0; n < treasures && i < shuffled.length; n++, i++) {
    shuffled[i].type = 'treasure';
    shuffled[i].content = instantiateItem(dice.pick(treasurePool(level)), id++);
  }
  for (let n = 0; n < chests && i < shuffled.length; n++, i++) {
    shuffled[i].type = 'locked';
    shuffled[i].requiresKey = CHEST_KEY;
    shuffled[i].content = instantiateItem(dice.pick(chestPool(level)), id++);
  }
  return id;
}
