// The stored entry as the API shows it (the stored submission, plus rank).
import type { HighScore } from '../../src/shared/api';
import { pickStats } from '../../src/shared/scoreFields';
import type { RankedEntry } from '../store/types';

/** RankedEntry to the shared HighScore shape (ISO date, no season): every statistic of the shared schema. */
export function toHighScore(e: RankedEntry): HighScore {
  return {
    id: e.id,
    playerName: e.playerName,
    ...pickStats(e),
    isPremium: e.isPremium,
    completedAt: e.completedAt.toISOString(),
    rank: e.rank,
  };
}
