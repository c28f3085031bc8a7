// The stored records of the Hall of Legends and the open database they live in (SQLite or MongoDB).
// Each feature reads and writes them through its repository (server/<feature>/repository.ts), whose
// two implementations pass one contract suite (tests/integration/*.contract.ts).
import type Database from 'better-sqlite3';
import type { Connection } from 'mongoose';
import type { ScoreStats } from '../../src/shared/scoreFields';
import type { WitnessMark } from '../runLog/witness';
import type { Prepare } from './sqlite/statements';
import type { Models } from './mongo/models';

export type { WitnessMark };

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
  /** SHA-256 of the run's secret (server/runLog/keys.ts); null when the client sent none. */
  secretHash: string | null;
  /** The run's key (runKeyOf): one entry per key on a day's board. */
  runKey: string;
  /** The run ended by taking the last portal, as its replay says (absent: false). */
  won?: boolean;
  /** The inscribed log equals the log its registered run witnessed (server/runs): when it began and last moved. */
  witness?: WitnessMark;
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
  /** A premium entry (filled by findRun and findDailyRun): carried further it stays premium (server/runLog/carry.ts). */
  isPremium?: boolean;
  /** The entry's witness mark, sealed or not (filled by getRun with the figures; absent: an open run). */
  witness?: WitnessMark;
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
  /** Present when the entry's run was witnessed as it was played: registered as it began, each batch checked (server/runs). */
  witness?: WitnessMark;
}

/**
 * A day's daily challenge: its seed, the rules version it was drawn for (its runs play under it), and
 * whether it is played sealed only (drawn since sealed dailies: its runs are sealed, its board ranks
 * sealed runs only; a day drawn before keeps the open daily it began with: docs/OPERATIONS.md, "Sealed runs").
 */
export interface DailyDraw {
  seed: string;
  rulesVersion: number;
  sealedOnly: boolean;
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

/** The entry a write replaces: its id and the log the writer read (the write happens only if it is still stored). */
export interface ReplacedEntry {
  id: string;
  actions: string;
}

/**
 * Outcome of an entry's conditional write. Refused, nothing changed: `name-taken` (the name is on the
 * season's board, or the day's), `run-held` (a new entry, but an entry of the run was stored meanwhile),
 * `log-moved` (the replaced entry's log is no longer the one read, or the entry is gone).
 */
export type InsertResult =
  { ok: true; entry: RankedEntry } | { ok: false; reason: 'name-taken' | 'run-held' | 'log-moved' };

/** A page of one season's board: the entries whose name contains `query` (any case; '' for all), best first. */
export interface PageRequest {
  season: string;
  query: string;
  /** Rows [offset, offset + limit) of the matches. */
  limit: number;
  offset: number;
  /** Only entries whose runs were witnessed (ranks stay the season's). */
  witnessedOnly?: boolean;
  /** Only entries whose runs were sealed (a sealed run is witnessed too, so this wins over witnessedOnly). */
  sealedOnly?: boolean;
}

/** How many entries of a season are of each kind; each entry is of one kind (a sealed run is counted as sealed). */
export interface EntryKindCounts {
  /** The server dealt every roll (registered sealed). */
  sealed: number;
  /** Every move reached the server as it was played, but the run held its seed. */
  witnessed: number;
  /** Neither: played in the browser alone, checked by its replay when inscribed. */
  open: number;
}

/** One page of a search. */
export interface SearchPage {
  rows: RankedEntry[];
  total: number;
}

/** How a witnessed run stands: still going, ended by a death, or won (the engine's runOutcome). */
export type LiveRunOutcome = 'playing' | 'died' | 'won';

/** A run as registered (POST /api/runs). */
export interface NewLiveRun {
  /** Random, URL-safe (server/runs/service.ts). */
  id: string;
  /** The run's hero name, checked by the hero-name rules. */
  name: string;
  rulesVersion: number;
  seed: string;
  /** SHA-256 of the run secret (server/runLog/keys.ts). */
  secretHash: string;
  /** A daily challenge run: its day; it stays out of the live list and its stream closed until hiddenUntil. */
  day: string | null;
  hiddenUntil: Date | null;
  startedAt: Date;
  /**
   * A sealed run: the server drew its seed and keeps it to itself while it plays (the client sees views,
   * src/engine/view); revealed once the run has ended. Absent: false.
   */
  sealed?: boolean;
}

/** What the witnessed log replays to, kept beside it (the live list and the statistics read these). */
export interface LiveRunFigures {
  /** Witnessed actions. */
  count: number;
  floor: number;
  score: number;
  outcome: LiveRunOutcome;
  /** The monster whose blow ended the run (outcome 'died'), else null. */
  killer: string | null;
  /** When the last witnessed batch arrived (the registration before any). */
  updatedAt: Date;
  /** How busy the run is lately, as an ordering key (server/runs/heat.ts). */
  heat: number;
}

/** A stored run with its log. */
export interface LiveRunRecord extends NewLiveRun, LiveRunFigures {
  /** The canonical compact log of the `count` witnessed actions ('' once expired). */
  actions: string;
  /** Characters of the log stored unpacked after its packed part (server/runs folds them in past a bound). */
  tailChars: number;
  /** The entry its witnessed inscription made, or null. */
  entryId: string | null;
  /** No move for the expiry time: the log is dropped (a sealed run's is kept), the figures stay for the statistics. */
  expired: boolean;
  /** A sealed run (NewLiveRun.sealed). */
  sealed: boolean;
  /** Its player ended it (POST /api/runs/:id/end). */
  ended: boolean;
}

/**
 * A batch to store: conditional on the stored count being `from`, the canonical text of the new
 * actions appended to the log, and the figures after them. `seal`: the unpacked tail and this batch
 * are packed into a new segment appended after the others (the tail is emptied); the segments
 * before are never read or rewritten, so a batch costs its own size, not the log's.
 */
export interface LiveRunAppend extends LiveRunFigures {
  from: number;
  batch: string;
  seal?: boolean;
}

/** How far a stored run's log reaches, and its inscription: what another instance polls. */
export interface LiveRunHead {
  count: number;
  entryId: string | null;
  expired: boolean;
  /** Its player ended it (a sealed run then takes no more moves). */
  ended: boolean;
}

/** A run in progress as the live list shows it. */
export interface LiveRunSummary {
  id: string;
  name: string;
  floor: number;
  score: number;
  updatedAt: Date;
  /** A sealed run (the server deals its rolls); absent on an open one. */
  sealed?: true;
}

/** The raw statistics of one rules version's runs (server/runs/stats.ts shapes them). */
export interface LiveRunStatsRaw {
  rulesVersion: number;
  runs: number;
  witnessed: number;
  live: number;
  died: number;
  won: number;
  inscribed: number;
  deathsByFloor: { floor: number; deaths: number }[];
  /** Every killer with its count (the caller orders and cuts). */
  killers: { monster: string; kills: number }[];
  /** Over the runs with at least one action: the values at the asked 1-based ranks of each figure, ascending. */
  ranked: { depth: number[]; score: number[]; actions: number[]; minutes: number[] };
  /** How many runs the ranks are taken over. */
  rankedOf: number;
}

/** The open database the repositories of server/repositories.ts are built on. */
export type Backend =
  | { kind: 'sqlite'; db: Database.Database; sql: Prepare; summaryBlockSize?: number }
  | { kind: 'mongodb'; models: Models; connection: Connection };

/**
 * The open database: its schema, lifecycle and health. What it holds is read and written through each
 * feature's repository, built on `backend` (server/repositories.ts).
 */
export interface Store {
  /** Which implementation, for logs and /healthz. */
  readonly kind: 'sqlite' | 'mongodb';
  /** The database itself, for the repositories (server/repositories.ts). */
  readonly backend: Backend;
  /** Creates or migrates the schema and seeds the default word list on first start. */
  init(defaultWords: readonly string[]): Promise<void>;
  close(): Promise<void>;
  /** Cheap liveness probe of the backing database. */
  ping(): Promise<void>;
  /**
   * Optional: the database connection rate limits keep their counters in (server/http/rateLimit.ts),
   * so several instances sharing the store grant one budget; absent, each instance counts alone.
   */
  rateLimitConnection?(): Connection;
}
