// Who may break a rest, and how likely (rules reference, "Version 4: every death the player's"): the living
// monster nearest the hero by steps through the level, likelier the nearer it is. Where the hero lies down
// decides what may come and how often, so a player who has seen its neighbours can choose a safer place to rest.
import { breadthFirst, GOAL, OPEN } from '../queries/breadthFirst';
import type { Dungeon, Monster, Room } from '../types';

/** The living monster nearest a cell, its room and its distance in steps. */
export interface Wanderer {
  room: Room & { content: Monster };
  distance: number;
}

/**
 * The living monster nearest (x, y) by steps through the level, ties in the search's fixed order; null when none
 * lives. `knownOnly`: through explored cells to a monster seen there, as the hero knows the level (restRisk).
 */
export function nearestWanderer(dungeon: Dungeon, x: number, y: number, knownOnly = false): Wanderer | null {
  const { width, height, rooms } = dungeon;
  const cells = new Uint8Array(width * height); // BLOCKED (0) but for the level's cells
  for (const row of rooms)
    for (const room of row)
      if (room && (room.explored || !knownOnly))
        cells[room.y * width + room.x] = room.type === 'monster' && room.content ? GOAL : OPEN;
  cells[y * width + x] = OPEN;
  const search = breadthFirst(cells, width, height, y * width + x);
  if (search.found < 0) return null;
  const room = rooms[Math.floor(search.found / width)][search.found % width] as Room & { content: Monster };
  return { room, distance: search.distance[search.found] };
}

/**
 * Chance in % that a monster `distance` steps away breaks a rest, from the profile's chance for one beside the hero:
 * half of it 5 steps away, a quarter 13 steps away (percent x 4 / (distance + 3), rounded up).
 */
export function wandererChance(percent: number, distance: number): number {
  return Math.ceil((percent * 4) / (distance + 3));
}
