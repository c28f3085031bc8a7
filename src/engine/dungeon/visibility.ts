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
  const reach = radius * radius + radius;
  for (let y = 0; y < rooms.length; y++) {
    const row = rooms[y];
    const dy = y - py;
    const newRow = dy * dy <= reach ? revealRow(row, px, dy, reach) : hideRow(row);
    if (newRow !== row) {
      if (result === null) result = rooms.slice();
      result[y] = newRow;
    }
  }
  return result ?? rooms;
}

/** A row in the sight band: cells within reach become visible and explored, others not visible. */
function revealRow(row: (Room | null)[], px: number, dy: number, reach: number): (Room | null)[] {
  let out: (Room | null)[] | null = null;
  for (let x = 0; x < row.length; x++) {
    const room = row[x];
    if (room === null) continue;
    const dx = x - px;
    const visible = dx * dx + dy * dy <= reach;
    if (room.visible === visible && (!visible || room.explored)) continue;
    if (out === null) out = row.slice();
    out[x] = withSight(room, visible, room.explored || visible);
  }
  return out ?? row;
}

/** A row out of sight: only cells still flagged visible change. */
function hideRow(row: (Room | null)[]): (Room | null)[] {
  let out: (Room | null)[] | null = null;
  for (let x = 0; x < row.length; x++) {
    const room = row[x];
    if (room === null || !room.visible) continue;
    if (out === null) out = row.slice();
    out[x] = withSight(room, false, room.explored);
  }
  return out ?? row;
}

/**
 * A copy of the room with new sight flags, keys in the order the level generator writes them.
 * Plain and monster/treasure rooms are built field by field: a spread over the many room shapes
 * is the slowest step of a replay. Locked rooms (and any other shape) keep the generic spread.
 */
function withSight(room: Room, visible: boolean, explored: boolean): Room {
  if (room.requiresKey !== undefined) return { ...room, visible, explored };
  const { x, y, type, content } = room;
  return content === undefined ? { x, y, type, explored, visible } : { x, y, type, explored, visible, content };
}
