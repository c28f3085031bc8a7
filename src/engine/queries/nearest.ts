// The nearest seen room of a kind (treasure, a monster to fight...), by the shortest known path.
import type { Direction, GameState, Room } from '../types';
import { BLOCKED, GOAL } from './breadthFirst';
import { knownWay, type Around } from './knownWay';

/** A destination found by `nearestRoom`: the room, the first move toward it and the path length. */
export interface NearestRoom {
  room: Room;
  direction: Direction;
  distance: number;
}

/**
 * The explored room nearest to the hero (not the one it stands on) that `wanted` accepts, with the
 * first move of the shortest known path, under travelStep's rules and its rule for monsters `around`:
 * explored cells only, a monster's room only as the destination, ties to the first step in the order
 * up, right, down, left. Null when no wanted room is reachable.
 */
export function nearestRoom(
  state: GameState,
  wanted: (room: Room) => boolean,
  around: Around = 'known',
): NearestRoom | null {
  const { width, height, rooms } = state.dungeon;
  const way = knownWay(state, BLOCKED, around, (cells) => {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const room = rooms[y][x];
        if (room !== null && room.explored && wanted(room)) cells[y * width + x] = GOAL;
      }
    }
  });
  // Past a monster in sight is no way there (a walk under 'sight' goes only up to it).
  if (way === null || way.direction === null || way.blocker !== null) return null;
  const room = rooms[Math.floor(way.goal / width)][way.goal % width] as Room;
  return { room, direction: way.direction, distance: way.distance };
}
