// Where registered runs are kept, and the statistics' running counts over them: atomic conditional
// writes (a batch is appended only at the stored count, a run expires only while idle); what a batch
// may hold and who may send it is server/runs/service.ts's.
import type {
  LiveRunAppend,
  LiveRunHead,
  LiveRunRecord,
  LiveRunStatsRaw,
  LiveRunSummary,
  NewLiveRun,
} from '../store/types';

/** The registered runs (SQLite: sqliteRepository.ts, MongoDB: mongoRepository.ts). */
export interface LiveRunRepository {
  /** Stores a newly registered run (no actions yet). */
  create(run: NewLiveRun): Promise<void>;
  /** A registered run with its log, or null for an unknown id. */
  get(id: string): Promise<LiveRunRecord | null>;
  /** How far the stored logs of the runs among `ids` reach, and their inscriptions (unknown ids absent). */
  heads(ids: readonly string[]): Promise<Map<string, LiveRunHead>>;
  /** Appends a batch when the stored count is still `append.from` and the run has not expired; false otherwise. */
  append(id: string, append: LiveRunAppend): Promise<boolean>;
  /** The run's secret hash alone (no log read), or null for an unknown id: a batch's secret is checked first. */
  secretHash(id: string): Promise<string | null>;
  /** The run's secret hash and whether it is sealed (no log read), or null for an unknown id. */
  owner(id: string): Promise<{ secretHash: string; sealed: boolean } | null>;
  /** Its player ended the run (quit): it leaves the live list at once; its log and figures stay. */
  end(id: string): Promise<void>;
  /**
   * Runs still playing and not ended by their player, with at least one witnessed action, whose last
   * move is at `since` or later, not hidden at `now` (a daily run until its day is over), busiest
   * first (heat, then the latest move), at most `limit`.
   */
  list(since: Date, now: Date, limit: number): Promise<LiveRunSummary[]>;
  /** The newest run on (seed, rules version) registered with `secretHash`, or null. */
  find(seed: string, rulesVersion: number, secretHash: string): Promise<LiveRunRecord | null>;
  /** True when any run on (seed, rules version) is registered (a normal run's seed is drawn for one run). */
  seedTaken(seed: string, rulesVersion: number): Promise<boolean>;
  /** Records the entry a witnessed inscription of run `id` made. */
  markInscribed(id: string, entryId: string): Promise<void>;
  /** Expires the runs not expired yet whose last move is before `before`: their logs are dropped; returns how many. */
  expire(before: Date): Promise<number>;
}

/** The statistics' running counts (SQLite: sqliteStatsRepository.ts, MongoDB: mongoStatsRepository.ts). */
export interface RunStatsRepository {
  /**
   * Counts into the running counts every run not counted yet that is visible at `now` (a daily run
   * once its day is over); a counted run's later batches, end and inscription move its figures there
   * as they happen. Returns how many were counted.
   */
  count(now: Date): Promise<number>;
  /**
   * The raw statistics per rules version from the running counts (runs not counted yet are absent),
   * ranks taken at the given 1-based ranks per version (`ranks(n)`); `live` as LiveRunRepository.list
   * counts at `now`.
   */
  read(liveSince: Date, now: Date, ranks: (n: number) => number[]): Promise<LiveRunStatsRaw[]>;
}
