// Exit placement: the open cell farthest from the start by breadth-first search (SPEC 9).
import type { MazeGrid } from './carveMaze';

/** Distances (steps) from `start` to every open cell; -1 where unreachable or a wall. */
export function bfsDistances(grid: MazeGrid, startX: number, startY: number): Int32Array {
  const { width, height, open } = grid;
  const dist = new Int32Array(width * height).fill(-1);
  const start = startY * width + startX;
  if (!open[start]) return dist;
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  dist[start] = 0;
  while (head < tail) {
    const cell = queue[head++];
    const x = cell % width;
    // Fixed neighbour order (up, right, down, left) keeps ties deterministic.
    const neighbours = [cell - width, x < width - 1 ? cell + 1 : -1, cell + width, x > 0 ? cell - 1 : -1];
    for (const n of neighbours) {
      if (n < 0 || n >= width * height || !open[n] || dist[n] !== -1) continue;
      dist[n] = dist[cell] + 1;
      queue[tail++] = n;
    }
  }
  return dist;
}

/**
 * The exit cell: the reachable open cell farthest from the start (the first found wins ties).
 * Fallback when nothing else is reachable: the bottom-right inner border cell, carved open.
 */
export function findExit(grid: MazeGrid, startX: number, startY: number): { x: number; y: number; fallback: boolean } {
  const dist = bfsDistances(grid, startX, startY);
  let best = -1;
  let bestDist = 0;
  for (let i = 0; i < dist.length; i++) {
    if (dist[i] > bestDist) {
      bestDist = dist[i];
      best = i;
    }
  }
  if (best === -1) return { x: grid.width - 2, y: grid.height - 2, fallback: true };
  return { x: best % grid.width, y: Math.floor(best / grid.width), fallback: false };
}
