// GET /api/stats: figures per rules version over every registered run (deaths per floor, the monsters
// whose blows ended most runs, depth, score, length and time percentiles, how many runs are live,
// witnessed and inscribed), read from the store's running counts (docs/OPERATIONS.md "Statistics"):
// a read costs the figures' ranges, not the number of runs. Runs enter the counts on a schedule (and
// before each computation): a daily run only once its day is over, as the live list shows it. The
// answer is cached STATS_CACHE_MS, so a stampede of readers costs one computation.
import type { Percentiles, RunStatsResponse, RulesVersionStats } from '../../src/shared/api';
import type { LiveRunStatsRaw } from '../store/types';
import type { RunStatsRepository } from './repository';

/** The percentiles reported, in percent; `max` follows them. */
export const PERCENTS = [10, 25, 50, 75, 90, 99] as const;

/** Most killers listed per version. */
export const TOP_KILLERS = 10;

/** The 1-based ranks of the percentiles among n values (nearest rank: ceil(p x n / 100)), then n for the maximum. */
export function percentileRanks(n: number): number[] {
  if (n === 0) return [];
  return [...PERCENTS.map((p) => Math.max(1, Math.ceil((p * n) / 100))), n];
}

function percentiles(values: number[]): Percentiles {
  const at = (i: number) => (values.length > i ? values[i] : null);
  return { p10: at(0), p25: at(1), p50: at(2), p75: at(3), p90: at(4), p99: at(5), max: at(6) };
}

function shape(raw: LiveRunStatsRaw): RulesVersionStats {
  const killers = [...raw.killers].sort((a, b) => b.kills - a.kills || a.monster.localeCompare(b.monster, 'en'));
  return {
    rulesVersion: raw.rulesVersion,
    runs: raw.runs,
    witnessed: raw.witnessed,
    live: raw.live,
    died: raw.died,
    won: raw.won,
    inscribed: raw.inscribed,
    deathsByFloor: raw.deathsByFloor,
    topKillers: killers.slice(0, TOP_KILLERS),
    depth: percentiles(raw.ranked.depth),
    score: percentiles(raw.ranked.score),
    actions: percentiles(raw.ranked.actions),
    minutes: percentiles(raw.ranked.minutes),
  };
}

/** The statistics of one instance, cached. */
export class RunStats {
  private cached: { at: number; body: Promise<RunStatsResponse> } | null = null;
  private readonly timer: NodeJS.Timeout;
  private counting: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly counts: RunStatsRepository,
    private readonly clock: () => Date,
    private readonly cacheMs: number,
    private readonly liveWindowMs: number,
    /** How often runs newly visible (registered, or dailies whose day ended) are counted in. */
    countEveryMs: number,
    onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.count().catch(onError), countEveryMs);
    this.timer.unref();
    // Counts what waits and reads the figures once, uncached, so the first reader finds both warm.
    void this.count()
      .then(() => counts.read(clock(), clock(), percentileRanks))
      .catch(onError);
  }

  /** The figures, at most cacheMs old; concurrent readers share one computation. */
  get(): Promise<RunStatsResponse> {
    const now = this.clock().getTime();
    if (this.cached && now - this.cached.at < this.cacheMs) return this.cached.body;
    const body = this.compute(new Date(now));
    this.cached = { at: now, body };
    // A failed computation is not kept: the next reader tries again.
    body.catch(() => {
      if (this.cached?.body === body) this.cached = null;
    });
    return body;
  }

  /** Counts in the runs visible now and not counted yet (one count at a time). */
  count(): Promise<unknown> {
    const next = this.counting.then(
      () => this.counts.count(this.clock()),
      () => this.counts.count(this.clock()),
    );
    this.counting = next;
    return next;
  }

  /** Stops the schedule (the server is shutting down). */
  close(): void {
    clearInterval(this.timer);
  }

  private async compute(now: Date): Promise<RunStatsResponse> {
    await this.count();
    const raw = await this.counts.read(new Date(now.getTime() - this.liveWindowMs), now, percentileRanks);
    return { generatedAt: now.toISOString(), versions: raw.map(shape) };
  }
}
