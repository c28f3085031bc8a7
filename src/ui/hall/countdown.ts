// The seasonal reset countdown of the Hall of Legends banner.
import { msUntilSeasonEnd, seasonAt } from '../../shared/season';

/** Shown at the turn of a season, while the new one starts. */
export const RESET_IN_PROGRESS = 'Reset in progress...';

/** 'Xd Yh Zm' until the season of `now` ends, or RESET_IN_PROGRESS within its last minute. */
export function resetCountdown(now: Date): string {
  const ms = msUntilSeasonEnd(now);
  const totalMinutes = Math.floor(ms / 60_000);
  if (totalMinutes <= 0) return RESET_IN_PROGRESS;
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  return `${days}d ${hours}h ${minutes}m`;
}

/** The season label, e.g. 'Season 2026-Q4'. */
export function seasonLabel(now: Date): string {
  return `Season ${seasonAt(now).id}`;
}
