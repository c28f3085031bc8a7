// Where each day's draw is kept: written once per day, whoever asks first; what a day is and when
// its runs may be watched is server/daily/service.ts's.
import type { DailyDraw } from '../store/types';

export type { DailyDraw };

/** The days' draws (SQLite: sqliteRepository.ts, MongoDB: mongoRepository.ts). */
export interface DailyRepository {
  /**
   * The day's draw: stores `candidate` unless the day has one already, then reads it back, so
   * every caller of a day (even two first callers at once) gets the same seed, rules version and
   * sealed-only rule.
   */
  draw(day: string, candidate: DailyDraw, now: Date): Promise<DailyDraw>;
  /** The day's stored draw, or null when nobody asked for that day's challenge. */
  find(day: string): Promise<DailyDraw | null>;
}
