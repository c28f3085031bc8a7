import type { Direction } from '../engine';

/** Shortest drag, in CSS pixels, that counts as a swipe (shorter is a tap). */
export const SWIPE_MIN_PX = 24;

/** The direction of a drag from (0,0) by (dx,dy), or null for a tap. */
export function swipeDirection(dx: number, dy: number): Direction | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_MIN_PX) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}
