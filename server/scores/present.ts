// The stored entry as the API shows it (the stored submission, plus rank).
import type { HighScore } from '../../src/shared/api';
import { pickStats } from '../../src/shared/scoreFields';
import type { RankedEntry } from '../store/types';

/**
 * RankedEntry to the shared HighScore shape (ISO date, no season): every statistic of the shared schema.
 * `runsHiddenUntil` (ISO): a daily entry whose run cannot be watched before then.
 */
export function toHighScore(e: RankedEntry, runsHiddenUntil?: string): HighScore {
  return {
    id: e.id,
    playerName: e.playerName,
    ...pickStats(e),
    isPremium: e.isPremium,
    completedAt: e.completedAt.toISOString(),
    rank: e.rank,
    won: e.won === true,
    ...(runsHiddenUntil ? { runsHiddenUntil } : {}),
    // Only on witnessed entries, like runsHiddenUntil on hidden ones: every other row reads as before.
    ...(e.witness
      ? {
          witnessed: true,
          runStartedAt: e.witness.startedAt.toISOString(),
          runLastMoveAt: e.witness.lastMoveAt.toISOString(),
          ...(e.witness.sealed === true ? { sealed: true } : {}),
        }
      : {}),
  };
}

/** A page of a board as HighScores, each daily entry still hidden marked with when it opens (`hidden`: id to ISO). */
export function toHighScores(entries: readonly RankedEntry[], hidden: ReadonlyMap<string, string>): HighScore[] {
  return entries.map((e) => toHighScore(e, hidden.get(e.id)));
}
