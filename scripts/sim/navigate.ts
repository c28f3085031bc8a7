// Breadth-first paths over the open cells of the current level, for the simulator's bots.
import type { Dungeon } from '../../src/engine';
import type { Direction } from '../../src/engine/types';

/** A cell coordinate. */
export interface Cell {
  x: number;
  y: number;
}

const STEPS: readonly [Direction, number, number][] = [
  ['up', 0, -1],
  ['down', 0, 1],
  ['left', -1, 0],
  ['right', 1, 0],
];

/** Distances and first steps from `from` to every reachable cell (cells `blocked` says no to are not entered). */
export interface PathMap {
  distance: Int32Array;
  firstStep: (Direction | null)[];
  width: number;
}

/** BFS from `from`; `blocked(x, y)` cells can be targets but are not walked through. */
export function pathMap(dungeon: Dungeon, from: Cell, blocked: (x: number, y: number) => boolean): PathMap {
  const { width, height, rooms } = dungeon;
  const distance = new Int32Array(width * height).fill(-1);
  const firstStep: (Direction | null)[] = new Array(width * height).fill(null);
  const queue: number[] = [from.y * width + from.x];
  distance[queue[0]] = 0;
  for (let head = 0; head < queue.length; head++) {
    const index = queue[head];
    const x = index % width;
    const y = (index - x) / width;
    if (head > 0 && blocked(x, y)) continue;
    for (const [direction, dx, dy] of STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || !rooms[ny][nx]) continue;
      const next = ny * width + nx;
      if (distance[next] >= 0) continue;
      distance[next] = distance[index] + 1;
      firstStep[next] = head === 0 ? direction : firstStep[index];
      queue.push(next);
    }
  }
  return { distance, firstStep, width };
}

/** The nearest cell (by path length) that `wanted` accepts, with the first step toward it. */
export function nearest(map: PathMap, cells: readonly Cell[]): { cell: Cell; step: Direction } | null {
  let best: { cell: Cell; step: Direction } | null = null;
  let bestDistance = Infinity;
  for (const cell of cells) {
    const index = cell.y * map.width + cell.x;
    const d = map.distance[index];
    const step = map.firstStep[index];
    if (d > 0 && d < bestDistance && step) {
      bestDistance = d;
      best = { cell, step };
    }
  }
  return best;
}
