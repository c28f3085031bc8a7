// Visibility: cells within the radius are in sight now; everything ever in sight stays explored.
// Walls do not block sight: every cell within the radius is visible (rules reference, "Visibility").
import type { Room } from '../types';

/** Sight radius after an ordinary move. */
export const MOVE_SIGHT_RADIUS = 2;
/** Sight radius at level start and when LIGHT is cast. */
export const WIDE_SIGHT_RADIUS = 4;

// The last grid this module produced and the box [minX, maxX] x [minY, maxY] holding all of its
// visible cells. Grids are never mutated, so the memo stays true for that grid; the next move
// of a replay or a game starts from it. Any other grid (a fixture, a loaded save, an older
// state) gets a full scan. One slot, not a WeakMap: a WeakMap entry per move cost more in
// garbage collection than the scan it saved.
let memoGrid: readonly (readonly (Room | null)[])[] | null = null;
let memoMinX = 0;
let memoMaxX = 0;
let memoMinY = 0;
let memoMaxY = 0;

function remember(grid: (Room | null)[][], minX: number, maxX: number, minY: number, maxY: number): void {
  memoGrid = grid;
  memoMinX = minX;
  memoMaxX = maxX;
  memoMinY = minY;
  memoMaxY = maxY;
}

/**
 * Recomputes `visible` around (px, py) and marks newly seen cells explored. Rows and rooms
 * that do not change are reused as they are (structural sharing), so a move copies ~5 rows.
 * Only the old sight box and the new disc are scanned: nothing outside them can be visible.
 */
export function revealAround(rooms: (Room | null)[][], px: number, py: number, radius: number): (Room | null)[][] {
  let result: (Room | null)[][] | null = null;
  // In sight: dx^2 + dy^2 <= r^2 + r (a rounder disc than r^2).
  const reach = radius * radius + radius;
  // dx^2 <= r^2 + r < (r + 1)^2, so the disc lies within r cells of the player on each axis.
  const known = memoGrid === rooms;
  const minX = known ? Math.max(0, Math.min(memoMinX, px - radius)) : 0;
  const maxX = known ? Math.max(memoMaxX, px + radius) : Infinity;
  const minY = known ? Math.max(0, Math.min(memoMinY, py - radius)) : 0;
  const maxY = Math.min(rooms.length - 1, known ? Math.max(memoMaxY, py + radius) : Infinity);
  for (let y = minY; y <= maxY; y++) {
    const row = rooms[y];
    const dy = y - py;
    const lastX = Math.min(row.length - 1, maxX);
    const newRow = dy * dy <= reach ? revealRow(row, px, dy, reach, minX, lastX) : hideRow(row, minX, lastX);
    if (newRow !== row) {
      if (result === null) result = rooms.slice();
      result[y] = newRow;
    }
  }
  const revealed = result ?? rooms;
  remember(revealed, px - radius, px + radius, py - radius, py + radius);
  return revealed;
}

/** After one room of `from` was replaced (giving `to`), lets `to` inherit the sight box if still true. */
export function carrySightBox(from: (Room | null)[][], to: (Room | null)[][], replaced: Room): void {
  if (memoGrid !== from) return;
  const inside = replaced.x >= memoMinX && replaced.x <= memoMaxX && replaced.y >= memoMinY && replaced.y <= memoMaxY;
  if (!replaced.visible || inside) memoGrid = to;
}

/** A row in the sight band: cells within reach become visible and explored, others not visible. */
function revealRow(
  row: (Room | null)[],
  px: number,
  dy: number,
  reach: number,
  fromX: number,
  toX: number,
): (Room | null)[] {
  let out: (Room | null)[] | null = null;
  for (let x = fromX; x <= toX; x++) {
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
function hideRow(row: (Room | null)[], fromX: number, toX: number): (Room | null)[] {
  let out: (Room | null)[] | null = null;
  for (let x = fromX; x <= toX; x++) {
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
