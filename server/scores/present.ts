// The stored entry as the API shows it (SPEC.md section 3 record, plus rank).
import type { HighScore } from '../../src/shared/api';
import type { RankedEntry } from '../store/types';

/** RankedEntry to the shared HighScore shape (ISO date, no season field). */
export function toHighScore(entry: RankedEntry): HighScore {
  const { season: _season, completedAt, ...rest } = entry;
  return { ...rest, completedAt: completedAt.toISOString() };
}
