// The daily challenge: today's seed (created on the first request of the day, stored, never derived
// from the date), the checks a daily submission passes, and when a day's runs may be watched.
import { randomBytes } from 'node:crypto';
import type { DailyResponse } from '../../src/shared/api';
import {
  DAILY_GRACE_MINUTES,
  dailyRunsOpenAt,
  dailySeedOf,
  dayOf,
  dayOfSeed,
  dayWindow,
  isDayId,
  utcMinute,
} from '../../src/shared/daily';
import { RULES_VERSION } from '../../src/engine';
import { HttpError } from '../http/errors';
import type { Store } from '../store/types';

/** 422 text for a run sent as a day's challenge whose seed is not that day's seed. */
export function notTheDailyMessage(day: string): string {
  return `Run record refused: this run is not the daily challenge of ${day}`;
}

/** 422 text for a daily run played under other rules than the day was drawn for. */
export function dailyRulesMessage(day: string, rulesVersion: number): string {
  return `Run record refused: the daily challenge of ${day} is played under rules version ${rulesVersion}`;
}

/** 422 text for a daily run sent after its day and the grace that follows it. */
export function dailyOverMessage(day: string): string {
  const until = new Date(dayWindow(day).end.getTime() + DAILY_GRACE_MINUTES * 60 * 1000);
  return `Run record refused: the daily challenge of ${day} is over; its runs were inscribed until ${utcMinute(until)}`;
}

/** 422 text for a run on a daily seed sent without its day (it would skip the day's board and checks). */
export const DAILY_DAY_MISSING_MESSAGE =
  'Run record refused: a daily challenge run is inscribed with its day (field daily)';

/** 400 text for a malformed day in a path. */
export const INVALID_DAY_MESSAGE = 'Invalid day: use the form 2026-11-23';

/** The daily challenge bound to a store and a clock. */
export class DailyService {
  constructor(
    private readonly store: Store,
    private readonly clock: () => Date,
    private readonly seedBytes: () => ArrayLike<number> = () => randomBytes(16),
  ) {}

  /** Today's challenge (UTC): the same seed for every caller of the day. */
  async today(): Promise<DailyResponse> {
    const now = this.clock();
    const day = dayOf(now);
    // The day keeps the rules it was drawn under: a deploy that brings new rules mid-day changes no one's daily.
    const candidate = { seed: dailySeedOf(day, this.seedBytes()), rulesVersion: RULES_VERSION };
    const { seed, rulesVersion } = await this.store.dailySeed(day, candidate, now);
    const { start, end } = dayWindow(day);
    return { day, seed, rulesVersion, startsAt: start.toISOString(), endsAt: end.toISOString() };
  }

  /** The day of a path parameter, or a 400. */
  dayParam(value: unknown): string {
    if (typeof value !== 'string' || !isDayId(value)) throw new HttpError(400, INVALID_DAY_MESSAGE);
    return value;
  }

  /**
   * Which day's board a submission also goes to (null: a normal run). A daily run's seed must be its
   * day's stored seed, played under the rules version the day was drawn for, and the day must be
   * today or have ended less than DAILY_GRACE_MINUTES ago.
   */
  async submissionDay(daily: string | undefined, run: { seed: string; rulesVersion: number }): Promise<string | null> {
    if (daily === undefined) {
      if (dayOfSeed(run.seed) !== null) throw new HttpError(422, DAILY_DAY_MISSING_MESSAGE);
      return null;
    }
    const now = this.clock();
    const draw = dayOfSeed(run.seed) === daily ? await this.store.findDailySeed(daily) : null;
    if (draw?.seed !== run.seed) throw new HttpError(422, notTheDailyMessage(daily));
    if (now.getTime() >= dailyRunsOpenAt(daily).getTime()) throw new HttpError(422, dailyOverMessage(daily));
    if (run.rulesVersion !== draw.rulesVersion) throw new HttpError(422, dailyRulesMessage(daily, draw.rulesVersion));
    return daily;
  }

  /**
   * For a page of a board: entry id to when its run may be watched (ISO), for the daily entries whose
   * day (and its grace) is not over yet; one store read for the page.
   */
  async hiddenRunsOf(entries: readonly { id: string }[]): Promise<Map<string, string>> {
    const hidden = new Map<string, string>();
    if (entries.length === 0) return hidden;
    for (const [id, day] of await this.store.entryDays(entries.map((entry) => entry.id))) {
      const opens = this.runsHiddenUntil(day);
      if (opens) hidden.set(id, opens.toISOString());
    }
    return hidden;
  }

  /** When the day's runs may be watched, or null when they may be already. */
  runsHiddenUntil(day: string): Date | null {
    const opens = dailyRunsOpenAt(day);
    return this.clock().getTime() < opens.getTime() ? opens : null;
  }
}
