// The daily challenge: today's seed (created on the first request of the day, stored, never derived
// from the date, handed out only once the day is over), the checks a daily submission passes, and
// when a day's runs may be watched.
import { randomBytes } from 'node:crypto';
import type { DailyResponse, PastDailyResponse } from '../../src/shared/api';
import { dailyRunsOpenAt, dailySeedOf, dayOf, dayOfSeed, dayWindow, isDayId } from '../../src/shared/daily';
import { RULES_VERSION, rulesOf } from '../../src/engine';
import { HttpError } from '../http/errors';
import {
  DAILY_DAY_MISSING_MESSAGE,
  dailyOpenRunMessage,
  dailyOverMessage,
  dailyRulesMessage,
  notTheDailyMessage,
  type Refusal,
} from '../http/refusals';
import type { DailyDraw, DailyRepository } from './repository';

/** A day's challenge as the server holds it: the day and its draw (the seed among it: never answered while the day runs). */
export type DayDraw = { day: string } & DailyDraw;

// The daily refusals' texts live with the refusal table (server/http/refusals.ts); named here too.
export { DAILY_DAY_MISSING_MESSAGE, dailyOpenRunMessage, dailyOverMessage, dailyRulesMessage, notTheDailyMessage };

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

  /**
   * Today's draw (UTC), drawn on the first call of the day: the same seed for every caller of the day.
   * It holds the seed: for the server's own use (a daily registration), never an answer while the day runs.
   */
  async todayDraw(): Promise<DayDraw> {
    const now = this.clock();
    const day = dayOf(now);
    // The day keeps the rules it was drawn under: a deploy that brings new rules mid-day changes no one's
    // daily. A day drawn from now on is played sealed, when its rules can share a world without its dice.
    const candidate = {
      seed: dailySeedOf(day, this.seedBytes()),
      rulesVersion: RULES_VERSION,
      sealedOnly: rulesOf({ rulesVersion: RULES_VERSION }).worldAndDice,
    };
    return { day, ...(await this.draws.draw(day, candidate, now)) };
  }

  /** GET /api/daily: today's challenge, without its seed (public once the day is over: pastDay). */
  async today(): Promise<DailyResponse> {
    const { day, rulesVersion, sealedOnly } = await this.todayDraw();
    return { day, rulesVersion, sealed: sealedOnly, ...this.windowOf(day) };
  }

  /**
   * GET /api/daily/:day: a day's challenge with its seed, once the day and its inscription grace are over
   * (when its runs may be watched: their seeds hold the day's world); a refusal before, or for a day nobody played.
   */
  async pastDay(day: string): Promise<{ ok: true; daily: PastDailyResponse } | { ok: false; refusal: Refusal }> {
    if (this.runsHiddenUntil(day) !== null) return { ok: false, refusal: { code: 'daily-seed-hidden', day } };
    const draw = await this.draws.find(day);
    if (draw === null) return { ok: false, refusal: { code: 'daily-not-drawn', day } };
    const { seed, rulesVersion, sealedOnly } = draw;
    return { ok: true, daily: { day, seed, rulesVersion, sealed: sealedOnly, ...this.windowOf(day) } };
  }

  /** Whether the day's board ranks sealed runs only (a day drawn since sealed dailies); false for a day never drawn. */
  async sealedOnly(day: string): Promise<boolean> {
    return (await this.draws.find(day))?.sealedOnly ?? false;
  }

  private windowOf(day: string): { startsAt: string; endsAt: string } {
    const { start, end } = dayWindow(day);
    return { startsAt: start.toISOString(), endsAt: end.toISOString() };
  }

  /** The day of a path parameter, or a 400. */
  dayParam(value: unknown): string {
    if (typeof value !== 'string' || !isDayId(value)) throw new HttpError(400, INVALID_DAY_MESSAGE);
    return value;
  }

  /**
   * Which day's board a submission also goes to (null: a normal run), or its refusal. A daily run's seed must be its
   * day's stored seed, played under the rules version the day was drawn for, and the day must be
   * today or have ended less than DAILY_GRACE_MINUTES ago. A day played sealed takes no open run (its
   * sealed runs are inscribed by id: server/scores/service.ts submitSealed).
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
    if (draw.sealedOnly) return { ok: false, refusal: { code: 'daily-open-run', day: daily } };
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
