// The nearest seen room of a kind (treasure, a monster to fight...), by the shortest known path.
import type { Direction, GameState, Room } from '../types';
import { BLOCKED, breadthFirst, GOAL, stepToward } from './breadthFirst';
import { knownCells } from './knownCells';

/** A destination found by `nearestRoom`: the room, the first move toward it and the path length. */
export interface NearestRoom {
  room: Room;
  direction: Direction;
  distance: number;
}

/**
 * The explored room nearest to the hero (not the one it stands on) that `wanted` accepts, with the
 * first move of the shortest known path, under travelStep's rules: explored cells only, a monster's
 * room only as the destination, ties to the first step in the order up, right, down, left. Null
 * when no wanted room is reachable.
 */
export function nearestRoom(state: GameState, wanted: (room: Room) => boolean): NearestRoom | null {
  const { dungeon, player } = state;
  const { width, height, rooms } = dungeon;
  const cells = knownCells(dungeon, BLOCKED);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const room = rooms[y][x];
      if (room !== null && room.explored && wanted(room)) cells[y * width + x] = GOAL;
    }
  }
  const start = player.y * width + player.x;
  const search = breadthFirst(cells, width, height, start);
  const direction = stepToward(search, search.found);
  if (direction === null) return null;
  const room = rooms[Math.floor(search.found / width)][search.found % width] as Room;
  return { room, direction, distance: search.distance[search.found] };
}
