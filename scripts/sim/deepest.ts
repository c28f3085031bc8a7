// The diver's compass: the rules put the exit at the open cell farthest from the start, and it looks
// like floor until stood on. So the diver heads for the deepest place that could still hold it:
// an unseen cell at the edge of the known map, or a seen dead end it has not stood on yet.
import { BLOCKED, breadthFirst, OPEN, STOP } from '../../src/engine/queries/breadthFirst';
import type { GameState } from '../../src/engine/types';
import type { Cell } from './navigate';

/** Where every level starts: the hero arrives at (1, 1). */
const START = 1;

let cells = new Uint8Array(0);

function openNeighbours(state: GameState, x: number, y: number): number {
  const { rooms } = state.dungeon;
  return (
    (rooms[y - 1]?.[x] ? 1 : 0) +
    (rooms[y + 1]?.[x] ? 1 : 0) +
    (rooms[y]?.[x - 1] ? 1 : 0) +
    (rooms[y]?.[x + 1] ? 1 : 0)
  );
}

/**
 * The candidate for the exit farthest from the start by known path (first in row-major order on a
 * tie): unseen cells beside known ones, and seen dead ends that look like floor and are not in
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
    const deadEnd =
      room.explored &&
      (room.type === 'empty' || room.type === 'exit') &&
      !stoodOn.has(i) &&
      openNeighbours(state, x, y) === 1;
    if (unseen || deadEnd) {
      best = i;
      bestDistance = d;
    }
  }
  return best === -1 ? null : { x: best % width, y: Math.floor(best / width) };
}
