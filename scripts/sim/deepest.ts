// Where the unfound exit may be: the rules put it on the open cell farthest from the start, and it looks like
// floor until stood on. So it is an unseen cell at the edge of the known map, or a seen floor cell not yet
// stood on with no neighbour farther from the start (a dead end in a perfect maze; where two ways meet too,
// in a maze with loops). The diver heads for the farthest such cell; the victor falls back on them.
import { BLOCKED, breadthFirst, OPEN, STOP } from '../../src/engine/queries/breadthFirst';
import type { GameState, Room } from '../../src/engine/types';
import type { Cell } from './navigate';

/** Where every level starts: the hero arrives at (1, 1). */
const START = 1;

let cells = new Uint8Array(0);

/** Distances from the start by known path (unseen cells end a path), per cell index y * width + x: a copy. */
function knownDistances(state: GameState): Int32Array {
  const { width, height, rooms } = state.dungeon;
  if (cells.length < width * height) cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const room = rooms[y][x];
      // Distance from the start is a property of the maze: monsters do not shorten or lengthen it.
      cells[y * width + x] = room === null ? BLOCKED : room.explored ? OPEN : STOP;
    }
  }
  return breadthFirst(cells, width, height, START * width + START).distance.slice(0, width * height);
}

/**
 * A test for the seen cells that may hold the unfound exit: empty-looking (or the exit itself), not in
 * `stoodOn` (cell indexes y * width + x), and with no neighbour farther from the start by known path.
 */
export function seenExitCandidate(
  state: GameState,
  stoodOn: ReadonlySet<number>,
  distance: Int32Array = knownDistances(state),
): (room: Room) => boolean {
  const { width } = state.dungeon;
  return (room) => {
    const i = room.y * width + room.x;
    return (
      !state.dungeon.exitFound &&
      room.explored &&
      (room.type === 'empty' || room.type === 'exit') &&
      !stoodOn.has(i) &&
      distance[i] >= 0 &&
      [i - width, i + width, i - 1, i + 1].every((n) => distance[n] <= distance[i])
    );
  };
}

/**
 * The candidate for the exit farthest from the start by known path (first in row-major order on a tie):
 * unseen cells beside known ones, and the seen cells `seenExitCandidate` allows. Null when none is left.
 */
export function deepestCandidate(state: GameState, stoodOn: ReadonlySet<number>): Cell | null {
  const { width, height, rooms } = state.dungeon;
  const distance = knownDistances(state);
  const seenCandidate = seenExitCandidate(state, stoodOn, distance);
  let best = -1;
  let bestDistance = -1;
  for (let i = 0; i < width * height; i++) {
    const d = distance[i];
    if (d <= bestDistance) continue;
    const room = rooms[Math.floor(i / width)][i % width];
    if (room === null) continue;
    if (!room.explored || seenCandidate(room)) {
      best = i;
      bestDistance = d;
    }
  }
  return best === -1 ? null : { x: best % width, y: Math.floor(best / width) };
}
