// The live list's and live page's words, as pure functions of their figures.
import type { LiveOutcome } from './liveReducer';

/** "Watch live: 1 hero in the dungeon" / "Watch live: 3 heroes in the dungeon". */
export function watchLiveTitle(count: number): string {
  return `Watch live: ${count} ${count === 1 ? 'hero' : 'heroes'} in the dungeon`;
}

/** The quiet line where the list would be when nobody is playing. */
export const NO_LIVE_HERO = 'No hero is in the dungeon right now.';

/** How long ago the last move was: "just now", "42 s ago", "5 min ago", "2 h ago" (clock skew reads as just now). */
export function lastMoveText(updatedAt: string, now: number): string {
  const seconds = Math.floor((now - Date.parse(updatedAt)) / 1000);
  if (!Number.isFinite(seconds) || seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  return `${Math.floor(seconds / 3600)} h ago`;
}

/** What the live page says once a run has ended, or null while it is played. */
export function endText(name: string, outcome: LiveOutcome, floor: number): string | null {
  if (outcome === 'died') return `The run has ended: ${name} fell on floor ${floor}.`;
  if (outcome === 'won') return `The run has ended: ${name} won, and left the dungeon alive!`;
  return null;
}

/** What a sealed run is, where the live page says what it shows. */
export const SEALED_LIVE_TEXT = 'Sealed: the server deals every roll; you see what the hero knows.';

/** The live list's mark on a sealed run's row, and what a screen reader hears of it. */
export const SEALED_MARK = 'SEALED';
export const SEALED_MARK_SPOKEN = 'sealed: the server deals every roll';
