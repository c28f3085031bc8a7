// What the player knows of the level, as cell classes for the breadth-first search: only explored
// cells are walked on, and a monster seen in its room blocks the way (every fight is a choice).
import type { Dungeon } from '../types';
import { BLOCKED, GOAL, OPEN } from './breadthFirst';

// Scratch buffers shared by every call (no allocation per auto-explore step or bot move). Safe as
// module state: each call overwrites every cell it returns from the dungeon it is given, so nothing
// of an earlier level or game survives, and they grow only to the largest level seen (25 x 15 in play).
let cells = new Uint8Array(0);
let open = new Uint8Array(0);

/**
 * Classes of the level's cells as the player knows them: explored rooms OPEN, explored monster
 * rooms BLOCKED, walls BLOCKED, and unexplored open cells `unexplored` (GOAL while exploring,
 * BLOCKED while travelling). Scratch space, reused by the next call.
 */
export function knownCells(dungeon: Dungeon, unexplored: typeof GOAL | typeof BLOCKED): Uint8Array {
  const { width, height, rooms } = dungeon;
  if (cells.length < width * height) cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = rooms[y];
    for (let x = 0; x < width; x++) {
      const room = row[x];
      let kind: number = BLOCKED;
      if (room) kind = !room.explored ? unexplored : room.type === 'monster' && room.content ? BLOCKED : OPEN;
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
