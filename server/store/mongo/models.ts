// Mongoose schemas and indexes of the MongoDB store.
import { Schema, mongo, type Connection } from 'mongoose';
import { SCORE_STAT_KEYS, type ScoreStatKey, type ScoreStats } from '../../../src/shared/scoreFields';
import type { Coupon } from '../types';

/**
 * An entry document: the statistics of the shared schema (src/shared/scoreFields.ts), each a field
 * of its own name. `nameKey` is the trimmed, lower-cased name: uniqueness and search use it.
 */
export interface EntryDoc extends ScoreStats {
  season: string;
  playerName: string;
  nameKey: string;
  /** Distinct 1, 2 and 3-character pieces of nameKey: search walks the multikey index on them. */
  grams: string[];
  isPremium: boolean;
  completedAt: Date;
  rulesVersion: number;
  seed: string;
  /**
   * The run record's hero name and compact action log (absent on entries stored before runs were kept).
   * The log is written packed, as BinData (server/store/packedActions.ts); entries stored before
   * packing hold it as a string, read as it is. Read back, BinData is a bson Binary (see storedActionsOf).
   */
  runName?: string;
  actions?: string | Uint8Array | mongo.Binary;
  /** A daily challenge run: its day ('YYYY-MM-DD'), and `day|nameKey`, the key of one entry per name per day. */
  day?: string;
  dailyKey?: string;
  /** SHA-256 of the run secret (server/runLog/keys.ts); absent or null on entries stored without one. */
  secretHash?: string | null;
  /** The run's key (runKeyOf); absent on entries stored before keys. */
  runKey?: string;
  /** The run ended by taking the last portal; absent (read as false) on entries stored before victories. */
  won?: boolean;
  /**
   * The inscription equals its registered run's witnessed log (server/runs/service.ts witnessOf), with that run's start and last
   * move; absent (read as not witnessed) on entries stored before.
   */
  witnessed?: boolean;
  runStartedAt?: Date | null;
  runLastMoveAt?: Date | null;
  /** The witnessed run was sealed (the server dealt every roll); absent (false) on entries stored before. */
  sealed?: boolean;
}

const int = { type: Number, required: true };

/** A required number per statistic. */
const statPaths = Object.fromEntries(SCORE_STAT_KEYS.map((key) => [key, int])) as Record<ScoreStatKey, typeof int>;

const entrySchema = new Schema<EntryDoc>(
  {
    season: { type: String, required: true },
    playerName: { type: String, required: true },
    nameKey: { type: String, required: true },
    grams: { type: [String], required: true },
    ...statPaths,
    isPremium: { type: Boolean, required: true },
    completedAt: { type: Date, required: true },
    rulesVersion: int,
    seed: { type: String, required: true },
    runName: { type: String },
    // Mixed: either form of the log is a valid value (a String path would turn bytes into text).
    actions: {
      type: Schema.Types.Mixed,
      validate: (v: unknown) => v == null || typeof v === 'string' || v instanceof Uint8Array,
    },
    day: { type: String },
    dailyKey: { type: String },
    secretHash: { type: String, default: null },
    runKey: { type: String },
    won: { type: Boolean, default: false },
    witnessed: { type: Boolean, default: false },
    runStartedAt: { type: Date, default: null },
    runLastMoveAt: { type: Date, default: null },
    sealed: { type: Boolean, default: false },
  },
  { collection: 'entries', versionKey: false, autoIndex: false },
);
// One name per season, any case, enforced by the server (concurrent submissions cannot both win).
entrySchema.index({ season: 1, nameKey: 1 }, { unique: true, name: 'season_name_unique' });
// One run record holds one place per season: a renamed copy is refused by this index, so two
// copies sent in the same instant cannot both be stored. Every daily run of a day shares its seed,
// so there the place is per name (dailyKey; absent, so null, on other entries). It replaces the
// index 'season_run_unique' of (season, seed, rulesVersion), dropped at start (mongo/daily.ts).
entrySchema.index(
  { season: 1, seed: 1, rulesVersion: 1, dailyKey: 1 },
  { unique: true, name: 'season_run_daily_unique' },
);
// The daily challenge: one entry per name per day, and the day's board in board order.
entrySchema.index(
  { dailyKey: 1 },
  { unique: true, name: 'daily_name_unique', partialFilterExpression: { dailyKey: { $exists: true } } },
);
entrySchema.index(
  { day: 1, finalScore: -1, completedAt: 1, _id: 1 },
  { name: 'daily_board', partialFilterExpression: { day: { $exists: true } } },
);
// A run in every season by its seed, so a later season cannot take a copy (server/runLog/carry.ts).
entrySchema.index({ seed: 1, rulesVersion: 1, _id: 1 }, { name: 'run_seed' });
// A daily run holds one place per day by its key, whatever the name; and is found by its owner's secret.
entrySchema.index(
  { day: 1, runKey: 1 },
  {
    unique: true,
    name: 'daily_run_unique',
    partialFilterExpression: { day: { $exists: true }, runKey: { $exists: true } },
  },
);
entrySchema.index(
  { day: 1, secretHash: 1 },
  { name: 'daily_secret', partialFilterExpression: { day: { $exists: true }, secretHash: { $type: 'string' } } },
);
// Leaderboard order and rank counting: best first, ties to the earlier entry. nameKey rides
// along so a search walking this index filters names on index keys, without fetching documents.
entrySchema.index({ season: 1, finalScore: -1, completedAt: 1, _id: 1, nameKey: 1 }, { name: 'season_board' });
// Search: equality on one name piece gives that piece's matches already in board order (totals of
// queries up to 3 characters are a count of this range; longer queries walk their rarest trigram's
// range and filter nameKey on index keys), so no search scans the whole season.
entrySchema.index(
  { season: 1, grams: 1, finalScore: -1, completedAt: 1, _id: 1, nameKey: 1 },
  { name: 'season_grams_board' },
);

// The Hall filtered to witnessed entries, and a day's board (witnessed runs only), each in board order.
entrySchema.index(
  { season: 1, finalScore: -1, completedAt: 1, _id: 1, nameKey: 1 },
  { name: 'season_witnessed_board', partialFilterExpression: { witnessed: true } },
);
entrySchema.index(
  { day: 1, finalScore: -1, completedAt: 1, _id: 1 },
  { name: 'daily_witnessed_board', partialFilterExpression: { day: { $exists: true }, witnessed: true } },
);
// The Hall filtered to sealed entries (?sealed=1), in board order; its count is the season's sealed entries.
entrySchema.index(
  { season: 1, finalScore: -1, completedAt: 1, _id: 1, nameKey: 1 },
  { name: 'season_sealed_board', partialFilterExpression: { sealed: true } },
);
// A sealed day's board (sealed runs only: docs/OPERATIONS.md, "Sealed runs"), in board order.
entrySchema.index(
  { day: 1, finalScore: -1, completedAt: 1, _id: 1 },
  { name: 'daily_sealed_board', partialFilterExpression: { day: { $exists: true }, sealed: true } },
);

/**
 * A registered run (server/runs): `_id` its random id; the witnessed log as packed segments (BinData,
 * packedActions.ts; each $push'ed once, never rewritten; a `packed` part for logs stored before) and
 * the batches appended since (`tail`, one string per batch, $push'ed by a conditional update on
 * `count`), with the figures the log replays to. Expired runs keep their figures. `ended`: its
 * player quit (absent on runs stored before: false).
 */
export interface LiveRunDoc {
  _id: string;
  name: string;
  rulesVersion: number;
  seed: string;
  secretHash: string;
  day: string | null;
  hiddenUntil: Date;
  startedAt: Date;
  updatedAt: Date;
  count: number;
  packed: Uint8Array | mongo.Binary | null;
  segments?: (Uint8Array | mongo.Binary)[];
  tail: string[];
  floor: number;
  score: number;
  outcome: 'playing' | 'died' | 'won';
  killer: string | null;
  heat: number;
  entryId: string | null;
  expired: boolean;
  ended?: boolean;
  /** A sealed run (server/runs/sealed.ts); absent on runs stored before: false. */
  sealed?: boolean;
}

const liveRunSchema = new Schema<LiveRunDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    rulesVersion: int,
    seed: { type: String, required: true },
    secretHash: { type: String, required: true },
    day: { type: String, default: null },
    hiddenUntil: { type: Date, required: true },
    startedAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    count: int,
    packed: { type: Schema.Types.Mixed, default: null },
    segments: { type: [Schema.Types.Mixed], default: [] },
    tail: { type: [String], default: [] },
    floor: int,
    score: int,
    outcome: { type: String, enum: ['playing', 'died', 'won'], required: true },
    killer: { type: String, default: null },
    heat: { type: Number, required: true },
    entryId: { type: String, default: null },
    expired: { type: Boolean, required: true },
    ended: { type: Boolean, default: false },
    sealed: { type: Boolean, default: false },
  },
  { collection: 'runs', versionKey: false, autoIndex: false },
);
// An inscription finds its run by seed and secret; the live list and the expiry walk the last moves.
liveRunSchema.index({ seed: 1, rulesVersion: 1, secretHash: 1, startedAt: -1 }, { name: 'run_seed_secret' });
liveRunSchema.index({ expired: 1, updatedAt: -1 }, { name: 'run_moved' });

/** A coupon document: the coupon exactly as the store's callers see it. */
export type CouponDoc = Coupon;

const couponSchema = new Schema<CouponDoc>(
  {
    code: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, default: null },
    maxUses: { type: Number, default: null },
    uses: { type: Number, required: true, default: 0 },
    revoked: { type: Boolean, required: true, default: false },
  },
  { collection: 'coupons', versionKey: false, autoIndex: false },
);
couponSchema.index({ code: 1 }, { unique: true, name: 'code_unique' });

const wordSchema = new Schema<{ word: string }>(
  { word: { type: String, required: true } },
  { collection: 'profanity_words', versionKey: false, autoIndex: false },
);
wordSchema.index({ word: 1 }, { unique: true, name: 'word_unique' });

const settingSchema = new Schema<{ _id: string; value: string }>(
  { _id: { type: String, required: true }, value: { type: String, required: true } },
  { collection: 'settings', versionKey: false, autoIndex: false },
);

/** The daily challenge's seed of a day (_id 'YYYY-MM-DD'), stored on the first request for that day. */
export interface DailySeedDoc {
  _id: string;
  seed: string;
  /** The rules version the day was drawn for; absent on days drawn before (DAILY_LEGACY_RULES_VERSION). */
  rulesVersion?: number;
  /** True on days drawn since sealed dailies (played sealed, board of sealed runs); absent before. */
  sealedOnly?: boolean;
  createdAt: Date;
}

const dailySeedSchema = new Schema<DailySeedDoc>(
  {
    _id: { type: String, required: true },
    seed: { type: String, required: true },
    rulesVersion: { type: Number },
    sealedOnly: { type: Boolean },
    createdAt: { type: Date, required: true },
  },
  { collection: 'daily_seeds', versionKey: false, autoIndex: false },
);

/** The models bound to one connection. */
export function modelsFor(connection: Connection) {
  return {
    Entry: connection.model<EntryDoc>('Entry', entrySchema),
    DailySeed: connection.model<DailySeedDoc>('DailySeed', dailySeedSchema),
    Coupon: connection.model<CouponDoc>('Coupon', couponSchema),
    Word: connection.model<{ word: string }>('Word', wordSchema),
    Setting: connection.model<{ _id: string; value: string }>('Setting', settingSchema),
    LiveRun: connection.model<LiveRunDoc>('LiveRun', liveRunSchema),
  };
}

/** The models of a connection, as one type. */
export type Models = ReturnType<typeof modelsFor>;

/**
 * A live run, as the live list and the statistics count it (SQLite: server/runs/sqliteRepository.ts LIVE_RUN_WHERE):
 * not expired, moved since `since`, still playing with a move made, not hidden at `now`, not ended.
 */
export function liveRunFilter(since: Date, now: Date) {
  return {
    expired: false,
    updatedAt: { $gte: since },
    outcome: 'playing' as const,
    count: { $gt: 0 },
    hiddenUntil: { $lte: now },
    ended: { $ne: true },
  };
}

/** The collection of the statistics' running counts (server/runs/mongoStatsRepository.ts). */
export const RUN_STATS_COLLECTION = 'runstats';

/** The indexes the statistics' counts and claims read by. */
export async function ensureStatIndexes(models: Models): Promise<void> {
  await models.LiveRun.db
    .collection(RUN_STATS_COLLECTION)
    .createIndex({ kind: 1, v: 1, figure: 1, key: 1 }, { name: 'stat_key' });
  await models.LiveRun.collection.createIndex({ counted: 1, hiddenUntil: 1 }, { name: 'run_uncounted' });
}
