// The diver's compass: the rules put the exit at the open cell farthest from the start, and it looks
// like floor until stood on. So the diver heads for the deepest place that could still hold it:
// an unseen cell at the edge of the known map, or a seen cell it has not stood on with nothing farther beside it.
import { BLOCKED, breadthFirst, OPEN, STOP } from '../../src/engine/queries/breadthFirst';
import type { GameState } from '../../src/engine/types';
import type { Cell } from './navigate';

/** Where every level starts: the hero arrives at (1, 1). */
const START = 1;

let cells = new Uint8Array(0);

/**
 * True when no neighbour of cell `i` is farther from the start by the search's distances: a dead end in a
 * perfect maze, and where the farthest cell of a maze with loops may lie (two ways can meet there).
 */
function farthestAround(distance: Int32Array, width: number, i: number): boolean {
  const d = distance[i];
  return [i - width, i + width, i - 1, i + 1].every((n) => distance[n] <= d);
}

/**
 * The candidate for the exit farthest from the start by known path (first in row-major order on a
 * tie): unseen cells beside known ones, and seen cells with no neighbour farther (dead ends in a perfect
 * maze) that look like floor and are not in
 * `stoodOn` (cell indexes y * width + x). Null when no candidate is left.
 */
export function deepestCandidate(state: GameState, stoodOn: ReadonlySet<number>): Cell | null {
  const { width, height, rooms } = state.dungeon;
  if (cells.length < width * height) cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const room = rooms[y][x];
      // Distance from the start is a property of the maze: monsters do not shorten or lengthen it.
      cells[y * width + x] = room === null ? BLOCKED : room.explored ? OPEN : STOP;
    }
  }
  const search = breadthFirst(cells, width, height, START * width + START);
  let best = -1;
  let bestDistance = -1;
  for (let i = 0; i < width * height; i++) {
    const d = search.distance[i];
    if (d <= bestDistance) continue;
    const x = i % width;
    const y = (i - x) / width;
    const room = rooms[y][x];
    if (room === null) continue;
    const unseen = !room.explored;
    const farthestSeen =
      room.explored &&
      (room.type === 'empty' || room.type === 'exit') &&
      !stoodOn.has(i) &&
      farthestAround(search.distance, width, i);
    if (unseen || farthestSeen) {
      best = i;
      bestDistance = d;
    }
  }
  return best === -1 ? null : { x: best % width, y: Math.floor(best / width) };
}
