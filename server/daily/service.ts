// The daily challenge: today's seed (created on the first request of the day, stored, never derived
// from the date), the checks a daily submission passes, and when a day's runs may be watched.
import { randomBytes } from 'node:crypto';
import type { DailyResponse } from '../../src/shared/api';
import { dailyRunsOpenAt, dailySeedOf, dayOf, dayOfSeed, dayWindow, isDayId } from '../../src/shared/daily';
import { RULES_VERSION } from '../../src/engine';
import { HttpError } from '../http/errors';
import {
  DAILY_DAY_MISSING_MESSAGE,
  dailyOverMessage,
  dailyRulesMessage,
  notTheDailyMessage,
  type Refusal,
} from '../http/refusals';
import type { DailyRepository } from './repository';

// The daily refusals' texts live with the refusal table (server/http/refusals.ts); named here too.
export { DAILY_DAY_MISSING_MESSAGE, dailyOverMessage, dailyRulesMessage, notTheDailyMessage };

/** 400 text for a malformed day in a path. */
export const INVALID_DAY_MESSAGE = 'Invalid day: use the form 2026-11-23';

/** The daily challenge bound to the days' draws, the entries' days and a clock. */
export class DailyService {
  constructor(
    private readonly draws: DailyRepository,
    private readonly entries: { entryDays(ids: readonly string[]): Promise<Map<string, string>> },
    private readonly clock: () => Date,
    private readonly seedBytes: () => ArrayLike<number> = () => randomBytes(16),
  ) {}

  /** Today's challenge (UTC): the same seed for every caller of the day. */
  async today(): Promise<DailyResponse> {
    const now = this.clock();
    const day = dayOf(now);
    // The day keeps the rules it was drawn under: a deploy that brings new rules mid-day changes no one's daily.
    const candidate = { seed: dailySeedOf(day, this.seedBytes()), rulesVersion: RULES_VERSION };
    const { seed, rulesVersion } = await this.draws.draw(day, candidate, now);
    const { start, end } = dayWindow(day);
    return { day, seed, rulesVersion, startsAt: start.toISOString(), endsAt: end.toISOString() };
  }

  /** The day of a path parameter, or a 400. */
  dayParam(value: unknown): string {
    if (typeof value !== 'string' || !isDayId(value)) throw new HttpError(400, INVALID_DAY_MESSAGE);
    return value;
  }

  /**
   * Which day's board a submission also goes to (null: a normal run), or its refusal. A daily run's seed must be its
   * day's stored seed, played under the rules version the day was drawn for, and the day must be
   * today or have ended less than DAILY_GRACE_MINUTES ago.
   */
  async submissionDay(
    daily: string | undefined,
    run: { seed: string; rulesVersion: number },
  ): Promise<{ ok: true; day: string | null } | { ok: false; refusal: Refusal }> {
    if (daily === undefined) {
      if (dayOfSeed(run.seed) !== null) return { ok: false, refusal: { code: 'daily-day-missing' } };
      return { ok: true, day: null };
    }
    const now = this.clock();
    const draw = dayOfSeed(run.seed) === daily ? await this.draws.find(daily) : null;
    if (draw?.seed !== run.seed) return { ok: false, refusal: { code: 'daily-not-the-day', day: daily } };
    if (now.getTime() >= dailyRunsOpenAt(daily).getTime())
      return { ok: false, refusal: { code: 'daily-over', day: daily } };
    if (run.rulesVersion !== draw.rulesVersion)
      return { ok: false, refusal: { code: 'daily-rules', day: daily, rulesVersion: draw.rulesVersion } };
    return { ok: true, day: daily };
  }

  /**
   * For a page of a board: entry id to when its run may be watched (ISO), for the daily entries whose
   * day (and its grace) is not over yet; one store read for the page.
   */
  async hiddenRunsOf(entries: readonly { id: string }[]): Promise<Map<string, string>> {
    const hidden = new Map<string, string>();
    if (entries.length === 0) return hidden;
    for (const [id, day] of await this.entries.entryDays(entries.map((entry) => entry.id))) {
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
