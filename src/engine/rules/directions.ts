// The four directions of the grid in one table (rot.js keeps its DIRS the same way): moves, the
// breadth-first search, maze carving, action checks and the tools all read it. Its order, clockwise from
// up, is the search order: it settles every tie of a search and every maze, so it is never reordered.
import type { Direction } from '../types';

/** One step: its direction and the change of x and y (y grows downwards, so up is dy = -1). */
export interface Step {
  direction: Direction;
  dx: number;
  dy: number;
}

/** The four steps, clockwise from up: up, right, down, left. */
export const STEPS: readonly Step[] = [
  { direction: 'up', dx: 0, dy: -1 },
  { direction: 'right', dx: 1, dy: 0 },
  { direction: 'down', dx: 0, dy: 1 },
  { direction: 'left', dx: -1, dy: 0 },
];

/** The step of each direction. */
export const STEP_OF = Object.fromEntries(STEPS.map((step) => [step.direction, step])) as Readonly<
  Record<Direction, Step>
>;
