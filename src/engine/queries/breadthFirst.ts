// The one breadth-first search of the engine and its tools: exit placement, exploration, travel and
// the simulator's bots all walk a grid of cell classes with it. Neighbour order is fixed (up, right,
// down, left: the order of rules/directions.ts), so distances, first steps and ties are the same on every run.
import { STEPS } from '../rules/directions';
import type { Direction } from '../types';

/** A cell that is never entered (a wall, an unknown cell, a monster the path may not cross). */
export const BLOCKED = 0;
/** A cell that is entered and walked through. */
export const OPEN = 1;
/** A cell that can end a path but is not walked through (a monster room as a destination). */
export const STOP = 2;
/** A destination: the search ends at the first one it reaches (so at one of the nearest). */
export const GOAL = 3;

// The steps' offsets as plain arrays: the inner loop of a search that runs millions of times in the simulator.
const STEP_DX = STEPS.map((step) => step.dx);
const STEP_DY = STEPS.map((step) => step.dy);

/**
 * The result of the latest search. Its arrays are scratch space reused by the next search (a
 * search runs once per auto-explore step and millions of times in the simulator: no allocation per
 * call), so read what you need before searching again.
 */
export interface Search {
  width: number;
  height: number;
  /** Steps from the start per cell index (y * width + x); -1 when not reached. */
  distance: Int32Array;
  /** Index in STEPS (rules/directions.ts) of the first step toward each reached cell; -1 for the start. */
  firstStep: Int8Array;
  /** Index of the GOAL cell the search stopped at, or -1. */
  found: number;
}

const search: Search = { width: 0, height: 0, distance: new Int32Array(0), firstStep: new Int8Array(0), found: -1 };
let queue = new Int32Array(0);

function ensureCapacity(size: number): void {
  if (search.distance.length >= size) return;
  search.distance = new Int32Array(size);
  search.firstStep = new Int8Array(size);
  queue = new Int32Array(size);
}

/**
 * Breadth-first search over `cells` (one class per cell, row-major, width x height) from `start`
 * (always expanded, whatever its class). Stops at the first GOAL reached; otherwise reaches every
 * cell it can. Distances and first steps of cells beyond the stop are -1 / meaningless.
 */
export function breadthFirst(cells: ArrayLike<number>, width: number, height: number, start: number): Search {
  const size = width * height;
  ensureCapacity(size);
  const { distance, firstStep } = search;
  distance.fill(-1, 0, size);
  search.width = width;
  search.height = height;
  search.found = -1;
  distance[start] = 0;
  firstStep[start] = -1;
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  while (head < tail) {
    const cell = queue[head++];
    const x = cell % width;
    const y = (cell - x) / width;
    const nextDistance = distance[cell] + 1;
    for (let k = 0; k < 4; k++) {
      const nx = x + STEP_DX[k];
      const ny = y + STEP_DY[k];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const next = ny * width + nx;
      const kind = cells[next];
      if (kind === BLOCKED || distance[next] !== -1) continue;
      distance[next] = nextDistance;
      firstStep[next] = cell === start ? k : firstStep[cell];
      if (kind === GOAL) {
        search.found = next;
        return search;
      }
      if (kind === OPEN) queue[tail++] = next;
    }
  }
  return search;
}

/** The first step toward cell `index` of the latest search, or null when it was not reached or is the start. */
export function stepToward(result: Search, index: number): Direction | null {
  if (index < 0 || result.distance[index] <= 0) return null;
  return STEPS[result.firstStep[index]].direction;
}

/**
 * The cells of the shortest path to cell `index` of the latest search over `cells` that a walk takes
 * (one its first step starts), in walking order: the start left out, `index` last. Empty when `index`
 * was not reached or is the start.
 */
export function pathTo(result: Search, cells: ArrayLike<number>, index: number): number[] {
  const { width, height, distance, firstStep } = result;
  if (index < 0 || distance[index] <= 0) return [];
  const path = [index];
  let cell = index;
  while (distance[cell] > 1) {
    const x = cell % width;
    const y = (cell - x) / width;
    let previous = -1;
    // An OPEN neighbour one step nearer on the same first step: every cell on the way has one (its parent).
    for (let k = 0; k < 4 && previous === -1; k++) {
      const nx = x + STEP_DX[k];
      const ny = y + STEP_DY[k];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const next = ny * width + nx;
      if (cells[next] === OPEN && distance[next] === distance[cell] - 1 && firstStep[next] === firstStep[cell])
        previous = next;
    }
    cell = previous;
    path.push(cell);
  }
  return path.reverse();
}

/** The reached cell with the greatest distance (the first in row-major order wins ties), or -1. */
export function farthestCell(result: Search, size: number): number {
  let best = -1;
  let bestDistance = 0;
  for (let i = 0; i < size; i++) {
    if (result.distance[i] > bestDistance) {
      bestDistance = result.distance[i];
      best = i;
    }
  }
  return best;
}
