// Exit placement: the open cell farthest from the start by breadth-first search.
import { breadthFirst, farthestCell } from '../queries/breadthFirst';
import type { MazeGrid } from './carveMaze';

/** Distances (steps) from `start` to every open cell; -1 where unreachable or a wall. */
export function bfsDistances(grid: MazeGrid, startX: number, startY: number): Int32Array {
  const { width, height, open } = grid;
  const start = startY * width + startX;
  if (!open[start]) return new Int32Array(width * height).fill(-1);
  // A copy: the search's arrays are scratch space reused by the next search.
  return breadthFirst(open, width, height, start).distance.slice(0, width * height);
}

/**
 * The exit cell: the reachable open cell farthest from the start (the first in row-major order wins
 * ties). Fallback when nothing else is reachable: the bottom-right inner border cell, carved open.
 */
export function findExit(grid: MazeGrid, startX: number, startY: number): { x: number; y: number; fallback: boolean } {
  const { width, height, open } = grid;
  const start = startY * width + startX;
  const best = open[start] ? farthestCell(breadthFirst(open, width, height, start), width * height) : -1;
  if (best === -1) return { x: width - 2, y: height - 2, fallback: true };
  return { x: best % width, y: Math.floor(best / width), fallback: false };
}
