// Visibility: cells within the radius are in sight now; everything ever in sight stays explored.
// Walls do not block sight (SPEC 4: "cells within 2 visible").
import type { Room } from '../types';

/** Sight radius after an ordinary move. */
export const MOVE_SIGHT_RADIUS = 2;
/** Sight radius at level start and when LIGHT is cast. */
export const WIDE_SIGHT_RADIUS = 4;

/** True when (dx, dy) lies within radius r: dx^2 + dy^2 <= r^2 + r (a rounder disc than r^2). */
export function inSight(dx: number, dy: number, r: number): boolean {
  return dx * dx + dy * dy <= r * r + r;
}

/**
 * Recomputes `visible` around (px, py) and marks newly seen cells explored. Rows and rooms
 * that do not change are reused as they are (structural sharing), so a move copies ~5 rows.
 */
export function revealAround(rooms: (Room | null)[][], px: number, py: number, radius: number): (Room | null)[][] {
  let result: (Room | null)[][] | null = null;
  for (let y = 0; y < rooms.length; y++) {
    const row = rooms[y];
    let newRow: (Room | null)[] | null = null;
    const dy = y - py;
    const rowMayBeInSight = dy * dy <= radius * radius + radius;
    for (let x = 0; x < row.length; x++) {
      const room = row[x];
      if (room === null) continue;
      const visible = rowMayBeInSight && inSight(x - px, dy, radius);
      if (room.visible === visible && (!visible || room.explored)) continue;
      if (newRow === null) newRow = row.slice();
      newRow[x] = { ...room, visible, explored: room.explored || visible };
    }
    if (newRow !== null) {
      if (result === null) result = rooms.slice();
      result[y] = newRow;
    }
  }
  return result ?? rooms;
}
