// Does the replay end where its entry says? The server verified the run when it was inscribed; a
// difference here means the engine in this browser plays the run differently, and the viewer must
// say so rather than show a run that is not the one on the board.
import type { ScoreSubmission } from '../../engine';
import { SCORE_STAT_KEYS, type ScoreStatKey } from '../../shared/scoreFields';
import { groupDigits } from '../../shared/groupDigits';

/** The stored figures a viewer compares, in the order they are reported: every statistic of the shared schema. */
export const CHECKED_FIGURES = SCORE_STAT_KEYS;
export type CheckedFigure = ScoreStatKey;

/** One figure that differs: what the entry holds and what the replay reached. */
export interface Mismatch {
  field: CheckedFigure;
  stored: number;
  replayed: number;
}

/** The stored figures the replay's end does not reach (fields the server did not send are skipped). */
export function figureMismatches(
  stored: Partial<Record<CheckedFigure, number>>,
  replayed: ScoreSubmission,
): Mismatch[] {
  const out: Mismatch[] = [];
  for (const field of CHECKED_FIGURES) {
    const value = stored[field];
    if (typeof value === 'number' && value !== replayed[field])
      out.push({ field, stored: value, replayed: replayed[field] });
  }
  return out;
}

/** The warning shown above the viewer for a run that does not match its entry. */
export function mismatchText(mismatches: readonly Mismatch[]): string {
  const parts = mismatches.map(
    (m) => `${m.field} ${groupDigits(m.stored)} on the board, ${groupDigits(m.replayed)} replayed`,
  );
  return `This replay does not match its Hall of Legends entry: ${parts.join('; ')}.`;
}
