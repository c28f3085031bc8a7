// Maze carving: iterative recursive backtracker on the odd cells of the grid.
// An explicit stack instead of recursion, so no call-depth limit whatever the size.
import { STEPS as DIRECTIONS } from '../rules/directions';
import type { Dice } from '../rng/dice';

/** An open/closed grid: open[y * width + x] is 1 for a carved cell, 0 for a wall. */
export interface MazeGrid {
  width: number;
  height: number;
  open: Uint8Array;
}

// From one odd cell to the next: two cells in each direction, in the table's order (the dice pick among
// these indices, so the order is part of every maze).
const STEPS: ReadonlyArray<readonly [number, number]> = DIRECTIONS.map(({ dx, dy }) => [2 * dx, 2 * dy] as const);

/** Carves a perfect maze: every odd cell (x, y both odd) is open and all are connected. */
export function carveMaze(width: number, height: number, dice: Dice): MazeGrid {
  const open = new Uint8Array(width * height);
  const stack: number[] = [1 * width + 1];
  open[width + 1] = 1;
  const choices: number[] = [];
  while (stack.length > 0) {
    const cell = stack[stack.length - 1];
    const x = cell % width;
    const y = (cell - x) / width;
    choices.length = 0;
    for (let i = 0; i < STEPS.length; i++) {
      const nx = x + STEPS[i][0];
      const ny = y + STEPS[i][1];
      if (nx > 0 && ny > 0 && nx < width - 1 && ny < height - 1 && open[ny * width + nx] === 0) choices.push(i);
    }
    if (choices.length === 0) {
      stack.pop();
      continue;
    }
    const [dx, dy] = STEPS[choices.length === 1 ? choices[0] : dice.pick(choices)];
    open[(y + dy / 2) * width + (x + dx / 2)] = 1;
    open[(y + dy) * width + (x + dx)] = 1;
    stack.push((y + dy) * width + (x + dx));
  }
  return { width, height, open };
}

/** Parses an ASCII-art grid ('#' wall, anything else open): handy for fixtures and tools. */
export function gridFromAscii(lines: readonly string[]): MazeGrid {
  const height = lines.length;
  const width = lines[0].length;
  const open = new Uint8Array(width * height);
  lines.forEach((line, y) => {
    for (let x = 0; x < width; x++) open[y * width + x] = line[x] === '#' ? 0 : 1;
  });
  return { width, height, open };
}

/** Draws a grid as ASCII art ('#' wall, '.' open). */
export function gridToAscii(grid: MazeGrid): string[] {
  const lines: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    let line = '';
    for (let x = 0; x < grid.width; x++) line += grid.open[y * grid.width + x] ? '.' : '#';
    lines.push(line);
  }
  return lines;
}
