// The storage interface of the Hall of Legends: one small contract, two implementations
// (SQLite, MongoDB) that pass the same contract suite (tests/integration/store.contract.ts).
import type { ScoreStats } from '../../src/shared/scoreFields';

/** The statistics of an entry, as derived by the replay (the one list: src/shared/scoreFields.ts). */
export type EntryStats = ScoreStats;

/** An entry to store. `completedAt` is set by the server's clock. */
export interface NewEntry extends EntryStats {
  season: string;
  playerName: string;
  isPremium: boolean;
  completedAt: Date;
  rulesVersion: number;
  seed: string;
  /** The run record's hero name (the run began under it; the entry's name may differ). */
  runName: string;
  /** The run's action log in the engine's compact form (src/engine/save/actionCodec.ts). */
  actions: string;
  /** A daily challenge run: its day ('YYYY-MM-DD'); the entry is on that day's board too, one per name. */
  day?: string;
}

/** The run record stored with an entry (absent for entries stored before runs were kept). */
export interface StoredRun {
  id: string;
  season: string;
  playerName: string;
  rulesVersion: number;
  seed: string;
  name: string;
  actions: string;
  /** The entry's stored figures (filled by getRun), so a viewer can check its replay against them. */
  stats?: EntryStats;
}

/** A stored entry with its id and rank in its season (1 = best; ties: earlier first). */
export interface RankedEntry extends EntryStats {
  id: string;
  season: string;
  playerName: string;
  isPremium: boolean;
  completedAt: Date;
  rank: number;
}

/** A coupon as the operator sees it. */
export interface Coupon {
  code: string;
  createdAt: Date;
  expiresAt: Date | null;
  maxUses: number | null;
  uses: number;
  revoked: boolean;
}

/** Options of a new coupon. */
export interface NewCoupon {
  code: string;
  expiresAt: Date | null;
  maxUses: number | null;
  createdAt: Date;
}

/**
 * Outcome of inserting an entry. `replaced`: the season already held this run (same seed and rules
 * version) with a log the new one extends, so that entry took the new figures and name, keeping its id.
 */
export type InsertResult =
  | { ok: true; entry: RankedEntry; replaced: boolean }
  | { ok: false; reason: 'name-taken' | 'coupon-invalid' | 'run-taken' };

/** A page of one season's board: the entries whose name contains `query` (any case; '' for all), best first. */
export interface PageRequest {
  season: string;
  query: string;
  /** Rows [offset, offset + limit) of the matches. */
  limit: number;
  offset: number;
}

/** One page of a search. */
export interface SearchPage {
  rows: RankedEntry[];
  total: number;
}

/** Everything the server stores. Names compare case-insensitively within a season. */
export interface Store {
  /** Which implementation, for logs and /healthz. */
  readonly kind: 'sqlite' | 'mongodb';
  /** Creates or migrates the schema and seeds the default word list on first start. */
  init(defaultWords: readonly string[]): Promise<void>;
  close(): Promise<void>;
  /** Cheap liveness probe of the backing database. */
  ping(): Promise<void>;
  /** Optional: prepares in-memory read structures for a season (called at start, in the background). */
  warmUp?(season: string): Promise<void>;

  /**
   * Stores an entry unless the name is taken in its season; redeems `couponCode` in the same step.
   * A run already on the season's board is refused ('run-taken'; 'name-taken' under its own name)
   * unless the new action log strictly extends the stored one: then that entry is replaced.
   */
  insertEntry(entry: NewEntry, couponCode: string | null, now: Date): Promise<InsertResult>;
  /** True when the name (trimmed, any case) is on the season's board. */
  nameExists(season: string, name: string): Promise<boolean>;
  /** Lower-cased names among `names` that are taken in the season. */
  takenNames(season: string, names: readonly string[]): Promise<Set<string>>;
  /** The best `limit` entries after `offset`, best first. */
  topEntries(season: string, limit: number, offset: number): Promise<RankedEntry[]>;
  /** The request's page of entries, best first, with the total match count. */
  searchEntries(request: PageRequest): Promise<SearchPage>;
  /** Number of entries in the season. */
  countEntries(season: string): Promise<number>;
  /** The run stored with entry `id`; null for an unknown id or an entry stored without its run. */
  getRun(id: string): Promise<StoredRun | null>;
  /** The season's entry of the run (seed, rules version), with its stored log ('' when stored without). */
  findRun(season: string, seed: string, rulesVersion: number): Promise<StoredRun | null>;
  /** Removes an entry by id; false when there is none. */
  removeEntry(id: string): Promise<boolean>;

  /**
   * The day's daily seed: stores `candidate` unless the day has one already, then reads it back, so
   * every caller of a day (even two first callers at once) gets the same seed.
   */
  dailySeed(day: string, candidate: string, now: Date): Promise<string>;
  /** The day's stored seed, or null when nobody asked for that day's challenge. */
  findDailySeed(day: string): Promise<string | null>;
  /** The day's board: entries of its daily runs whose name contains `query`, ranked within the day. */
  dailyEntries(day: string, query: string, limit: number, offset: number): Promise<SearchPage>;
  /** The day's entry under `name` (any case), with its run; null when there is none. */
  findDailyRun(day: string, name: string): Promise<StoredRun | null>;
  /** The daily challenge day of entry `id`, or null for an entry of a normal run (or no entry). */
  entryDay(id: string): Promise<string | null>;
  /**
   * The daily challenge days of the entries among `ids` (a page of a board), read at once: entry id to
   * day; an entry of a normal run, or no entry, is absent.
   */
  entryDays(ids: readonly string[]): Promise<Map<string, string>>;

  /** Creates a coupon; false when the code exists already. */
  createCoupon(coupon: NewCoupon): Promise<boolean>;
  listCoupons(): Promise<Coupon[]>;
  /** Revokes a coupon; false when there is none. */
  revokeCoupon(code: string): Promise<boolean>;
  /** True when the coupon exists, is not revoked, not expired at `now` and not used up. */
  isCouponValid(code: string, now: Date): Promise<boolean>;

  /** The profanity words, sorted. */
  listWords(): Promise<string[]>;
  /** Adds a word (stored lower case); false when present. */
  addWord(word: string): Promise<boolean>;
  /** Removes a word; false when absent. */
  removeWord(word: string): Promise<boolean>;
}
