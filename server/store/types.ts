// The storage interface of the Hall of Legends: one small contract, two implementations
// (SQLite, MongoDB) that pass the same contract suite (tests/integration/store.contract.ts).
import type { ScoreStats } from '../../src/shared/scoreFields';
import type { CarryRefusal } from './runLog';

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
  /** SHA-256 of the run's secret (server/store/runLog.ts); null when the client sent none. */
  secretHash: string | null;
  /** The run's key (runKeyOf): one entry per key on a day's board. */
  runKey: string;
  /** The run ended by taking the last portal, as its replay says (absent: false). */
  won?: boolean;
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
  /** SHA-256 of the run's secret; null for entries stored without one. Never served. */
  secretHash: string | null;
  /** The entry's stored figures (filled by getRun), so a viewer can check its replay against them. */
  stats?: EntryStats;
  /** Whether the entry's run was won (filled by getRun with the figures). */
  won?: boolean;
}

/** A stored entry with its id and rank in its season (1 = best; ties: earlier first). */
export interface RankedEntry extends EntryStats {
  id: string;
  season: string;
  playerName: string;
  isPremium: boolean;
  completedAt: Date;
  rank: number;
  /** The run ended by taking the last portal (the stores always say; absent reads as false). */
  won?: boolean;
}

/** A day's daily challenge: its seed and the rules version it was drawn for (its runs play under it). */
export interface DailyDraw {
  seed: string;
  rulesVersion: number;
}

/**
 * The rules version of days drawn before the day kept its version: every day until then was drawn
 * while version 2 was the newest (src/engine/versions).
 */
export const DAILY_LEGACY_RULES_VERSION = 2;

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
 * Outcome of inserting an entry. `replaced`: a board already held this run and its owner carried it
 * further (server/store/runLog.ts), so that entry took the new figures and name, keeping its id.
 */
export type InsertResult =
  | { ok: true; entry: RankedEntry; replaced: boolean }
  | { ok: false; reason: 'name-taken' | 'coupon-invalid' | CarryRefusal };

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
   * A run already held (heldRun for a season run, findDailyRun for a daily one) is replaced, keeping
   * its id, when carryRefusal allows it, and refused with carryRefusal's reason otherwise.
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
  /**
   * The entry of the run (seed, rules version) in whichever season first took it, with its stored log
   * ('' when stored without). A normal run's seed is drawn for it alone, so the seed names the run.
   */
  findRun(seed: string, rulesVersion: number): Promise<StoredRun | null>;
  /** Removes an entry by id; false when there is none. */
  removeEntry(id: string): Promise<boolean>;

  /**
   * The day's draw: stores `candidate` unless the day has one already, then reads it back, so
   * every caller of a day (even two first callers at once) gets the same seed and rules version.
   */
  dailySeed(day: string, candidate: DailyDraw, now: Date): Promise<DailyDraw>;
  /** The day's stored draw, or null when nobody asked for that day's challenge. */
  findDailySeed(day: string): Promise<DailyDraw | null>;
  /** The day's board: entries of its daily runs whose name contains `query`, ranked within the day. */
  dailyEntries(day: string, query: string, limit: number, offset: number): Promise<SearchPage>;
  /** The day's entry under `name` (any case), with its run; null when there is none. */
  findDailyEntry(day: string, name: string): Promise<StoredRun | null>;
  /**
   * The day's entry of a run: the one with the run's key, else (a run shorter than RUN_KEY_ACTIONS
   * carried further changes its key) the one whose secret hash is `secretHash`; null when none.
   */
  findDailyRun(day: string, runKey: string, secretHash: string | null): Promise<StoredRun | null>;
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
