// Loops (rules with `loopPercent`, version 4 on): a perfect maze has one way between any two cells, so a monster
// on it is a wall the hero must fight through. Knocking through some of the walls left between two carved cells
// gives most ways a second way, and the maze stays carved on odd cells.
import type { Dice } from '../rng/dice';
import type { MazeGrid } from './carveMaze';

/** Closed cells inside the border that separate two carved cells, in row-major order. */
function innerWalls(grid: MazeGrid): number[] {
  const { width, height, open } = grid;
  const walls: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const cell = y * width + x;
      if (open[cell]) continue;
      const between =
        x % 2 === 0 && y % 2 === 1
          ? open[cell - 1] && open[cell + 1]
          : x % 2 === 1 && y % 2 === 0 && open[cell - width] && open[cell + width];
      if (between) walls.push(cell);
    }
  }
  return walls;
}

/** Opens floor(percent % of the inner walls), chosen by the dice; mutates the freshly carved grid. */
export function addLoops(grid: MazeGrid, percent: number, dice: Dice): void {
  const walls = innerWalls(grid);
  const count = Math.floor((walls.length * percent) / 100);
  if (count === 0) return;
  for (const cell of dice.shuffle(walls).slice(0, count)) grid.open[cell] = 1;
}
