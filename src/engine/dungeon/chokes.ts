// Chokes (rules with `monstersOffChokes`, version 4 on): the cells every way from the start to the exit passes
// through. A monster there could not be walked around; keeping monsters off them leaves a way past any one.
import { BLOCKED, breadthFirst, GOAL } from '../queries/breadthFirst';
import type { MazeGrid } from './carveMaze';

/**
 * Indices (y * width + x) of the open cells, start and exit excepted, without which the exit cannot be reached
 * from the start. Only a cell on a shortest way can be one (a choke is on every way), so only those are tried.
 */
export function chokeCells(grid: MazeGrid, start: number, exit: number): Set<number> {
  const { width, height, open } = grid;
  const size = width * height;
  const fromStart = breadthFirst(open, width, height, start).distance.slice(0, size);
  const fromExit = breadthFirst(open, width, height, exit).distance.slice(0, size);
  const length = fromStart[exit];
  const chokes = new Set<number>();
  if (length < 0) return chokes;
  const cells = Uint8Array.from(open);
  cells[exit] = GOAL;
  for (let cell = 0; cell < size; cell++) {
    if (cell === start || cell === exit || fromStart[cell] < 0 || fromStart[cell] + fromExit[cell] !== length) continue;
    cells[cell] = BLOCKED;
    if (breadthFirst(cells, width, height, start).found === -1) chokes.add(cell);
    cells[cell] = open[cell];
  }
  return chokes;
}
