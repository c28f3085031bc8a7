// What the player knows of the level, as cell classes for the breadth-first search: only explored
// cells are walked on, and a monster the player knows of blocks the way (every fight is a choice).
import type { Dungeon } from '../types';
import { BLOCKED, GOAL, OPEN } from './breadthFirst';

/**
 * Which monsters a known path may not cross: every one the player has seen, in sight or remembered
 * ('known'), or none ('none': monsters walked like floor, to find the way through them).
 */
export type MonsterRule = 'known' | 'none';

// Scratch buffers shared by every call (no allocation per auto-explore step or bot move). Safe as
// module state: each call overwrites every cell it returns from the dungeon it is given, so nothing
// of an earlier level or game survives, and they grow only to the largest level seen (25 x 15 in play).
let cells = new Uint8Array(0);
let open = new Uint8Array(0);

/**
 * Classes of the level's cells as the player knows them: explored rooms OPEN, explored monster
 * rooms BLOCKED under 'known' (OPEN under 'none'), walls BLOCKED, and unexplored open cells `unexplored`
 * (GOAL while exploring, BLOCKED while travelling). Scratch space, reused by the next call.
 */
export function knownCells(
  dungeon: Dungeon,
  unexplored: typeof GOAL | typeof BLOCKED,
  monsters: MonsterRule = 'known',
): Uint8Array {
  const { width, height, rooms } = dungeon;
  if (cells.length < width * height) cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = rooms[y];
    for (let x = 0; x < width; x++) {
      const room = row[x];
      let kind: number = BLOCKED;
      if (room) {
        const blocks = monsters === 'known' && room.type === 'monster' && !!room.content;
        kind = !room.explored ? unexplored : blocks ? BLOCKED : OPEN;
      }
      cells[y * width + x] = kind;
    }
  }
  return cells;
}

/** 1 for every open cell of the level, 0 for walls (scratch space, reused by the next call). */
export function openCells(dungeon: Dungeon): Uint8Array {
  const { width, height, rooms } = dungeon;
  if (open.length < width * height) open = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) open[y * width + x] = rooms[y][x] ? 1 : 0;
  return open;
}

/** True when every open cell of the level has been explored (the map shows no unseen floor). */
export function fullyExplored(dungeon: Dungeon): boolean {
  for (const row of dungeon.rooms) for (const room of row) if (room && !room.explored) return false;
  return true;
}
