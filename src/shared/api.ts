// Request and response contracts of every Hall of Legends call (docs/OPERATIONS.md, "Calls"),
// shared by the client and the server. Error answers are always a non-2xx status with a
// short TEXT body (the client shows '{status}: {text}'). Where a hero-name refusal offers
// suggested names (profanity, reserved word, name taken), the 5 names travel in the
// NAME_SUGGESTIONS_HEADER response header, comma-separated; read them with parseNameSuggestions.
// POST /api/game-stats statuses: 201 stored; 400 a hero-name rule (the exact message of
// src/shared/heroNameMessages.ts, including NAME_TAKEN_MESSAGE + suggestions for a name already
// on the board this season, also when a concurrent submission took it first), a malformed field,
// or 'Invalid or expired coupon code'; 422 run record refused (missing,
// unknown rules version, illegal action, name mismatch, claimed figure differs, the same run
// already stored this season under another name); 429 rate limit.
import { z } from 'zod';
import type { RunRecord } from '../engine/types';
import type { GameView, ViewChanges } from '../engine/view';
import { isRunSecret } from '../engine/save/runSecret';
import { encodeActions } from '../engine/save/actionCodec';
import { COUPON_MAX_LENGTH } from './coupon';
import { dayOfSeed, isDayId } from './daily';
import { ScoreStatsSchema, scoreStatsReadShape } from './scoreFields';

/**
 * A refusal sent as JSON (GET /api/scores/:id/run's 403 and 404, for example): its text, and a stable
 * code a client can branch on where the server sends one (older servers send none).
 */
export const ErrorAnswerSchema = z.object({ error: z.string(), code: z.string().optional() });
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;

/** Response header carrying suggested hero names on a 400 name refusal: "HeroX,DragonPro,...". */
export const NAME_SUGGESTIONS_HEADER = 'X-Name-Suggestions';

/** The suggested names of a refusal, from the response header value (empty when absent). */
export function parseNameSuggestions(headerValue: string | null | undefined): string[] {
  if (!headerValue) return [];
  return headerValue
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Most actions a submitted run record may carry (a very long run is ~20,000). */
export const MAX_RUN_ACTIONS = 100_000;

/** Longest compact action log accepted, in characters (most actions take one; an item id token ~20). */
export const MAX_RUN_ACTIONS_TEXT = 900_000;

/** Largest score submission body, inflated (the longest log plus the figures). */
export const MAX_SUBMISSION_BYTES = 1_000_000;

/** Rows per page of the leaderboard search, default and maximum. */
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 100;

/** Entries in GET /api/high-scores, default and maximum (`?limit=`). */
export const HIGH_SCORES_DEFAULT_LIMIT = 10;
export const HIGH_SCORES_MAX_LIMIT = 100;

/** GET /api/profanity-words */
export const ProfanityWordSchema = z.object({ word: z.string() });
export const ProfanityWordsResponseSchema = z.array(ProfanityWordSchema);
export type ProfanityWordsResponse = z.infer<typeof ProfanityWordsResponseSchema>;

/** GET /api/check-player-name/:name */
export const CheckNameResponseSchema = z.object({ exists: z.boolean() });
export type CheckNameResponse = z.infer<typeof CheckNameResponseSchema>;

/** POST /api/validate-coupon */
export const ValidateCouponRequestSchema = z.object({ code: z.string().max(COUPON_MAX_LENGTH) });
export type ValidateCouponRequest = z.infer<typeof ValidateCouponRequestSchema>;
export const ValidateCouponResponseSchema = z.object({ valid: z.boolean() });
export type ValidateCouponResponse = z.infer<typeof ValidateCouponResponseSchema>;

/**
 * The run record as POST /api/game-stats reads it (src/engine/types.ts RunRecord with the action log
 * in the save codec's compact form: one character per common action, ~2 KB for 2,000 actions). The
 * form with one object per action was dropped: every client since 2026-11-22 sends the text, and
 * objects let a body nest without bound. The name follows the hero-name rules, checked by the server.
 */
export const WireRunRecordSchema = z.object({
  rulesVersion: z.number().int().min(1).max(1_000),
  seed: z.string().min(1).max(200),
  name: z.string().max(100),
  actions: z.string({ error: 'send the compact action log as text' }).max(MAX_RUN_ACTIONS_TEXT),
});
export type WireRunRecord = z.infer<typeof WireRunRecordSchema>;

/**
 * The ScoreSubmission fields (src/engine/README.md, "Score submission") plus the premium choice. finalStamina may be absent
 * (it reads as 0); the verifier then does not compare it and stores the replayed figure.
 */
const GameStatsFieldsSchema = ScoreStatsSchema.partial({ finalStamina: true }).extend({
  playerName: z.string(),
  isPremium: z.boolean(),
  couponCode: z.string().max(COUPON_MAX_LENGTH).optional(),
  /** A daily challenge run: its day; the server checks the run's seed is that day's (server/daily/service.ts). */
  daily: z.string().refine(isDayId, 'use the form 2026-11-23').optional(),
  /**
   * The run's secret (src/engine/save/runSecret.ts): only a submission carrying it may carry an entry of
   * this run further. Absent from clients built before secrets: such an entry can never be extended.
   */
  runSecret: z.string().refine(isRunSecret, 'a run secret is 22 to 86 characters of A-Z a-z 0-9 _ -').optional(),
  /**
   * The run ended by taking the last portal (the engine's scoreSubmission says so). Absent from clients
   * built before victories: the server derives it from its replay either way, and refuses a claim that differs.
   */
  won: z.boolean().optional(),
});

/** POST /api/game-stats body as the server reads it: the fields plus the run record. */
export const GameStatsRequestSchema = GameStatsFieldsSchema.extend({ run: WireRunRecordSchema });
export type GameStatsBody = z.infer<typeof GameStatsRequestSchema>;

/** A submission as the client builds it from the engine (the run record with its action objects). */
export type GameStatsRequest = z.infer<typeof GameStatsFieldsSchema> & { run: RunRecord };

/** The body the client posts for a submission: the same fields, the action log in compact form. */
export function toGameStatsBody(submission: GameStatsRequest): GameStatsBody {
  // A daily run says so: its seed names its day (src/shared/daily.ts).
  const day = dayOfSeed(submission.run.seed);
  return {
    ...submission,
    ...(day ? { daily: day } : {}),
    run: { ...submission.run, actions: encodeActions(submission.run.actions) },
  };
}

/**
 * One Hall of Legends entry as read (the stored submission), with its rank in its season (1 = best).
 * Reads are tolerant: a missing or malformed figure takes its default (name 'Unknown', level,
 * floor and days 1, attributes 10, other counts 0) instead of failing the whole page; an entry
 * without an id or a finalScore cannot be shown and is left out of lists (see scoreList).
 */
export const HighScoreSchema = z.object({
  id: z.union([z.string().min(1), z.number().transform(String)]),
  playerName: z.string().min(1).catch('Unknown'),
  ...scoreStatsReadShape,
  isPremium: z.boolean().catch(false),
  completedAt: z.string().catch(''),
  rank: z.number().int().positive().catch(0),
  /** The run ended by taking the last portal: the Hall shows a crown. Absent from older servers' answers: false. */
  won: z.boolean().catch(false),
  /** A daily entry whose day is still running: when its run may be watched (ISO); absent otherwise. */
  runsHiddenUntil: z.string().optional().catch(undefined),
  /**
   * Every move of the run reached the server as it was played (registered with POST /api/runs, its
   * batches witnessed): the inscribed log equals the witnessed log. Absent on other entries and from older servers.
   */
  witnessed: z.boolean().optional().catch(undefined),
  /** A witnessed entry: when its run was registered and when its last witnessed move arrived (ISO). */
  runStartedAt: z.string().optional().catch(undefined),
  runLastMoveAt: z.string().optional().catch(undefined),
  /**
   * A sealed run (POST /api/runs with sealed: true): the server dealt every roll and the run never held its
   * seed while it played. Only on witnessed entries that were sealed; absent on others and from older servers.
   */
  sealed: z.boolean().optional().catch(undefined),
});
export type HighScore = z.infer<typeof HighScoreSchema>;

/** A list of entries as read: rows that cannot be shown (no finalScore, no id) are hidden, the rest defaulted. */
const scoreList = z.array(z.unknown()).transform((rows) =>
  rows.flatMap((row) => {
    const parsed = HighScoreSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  }),
);

/** 201 answer of POST /api/game-stats: the stored entry (figures derived by the replay) and its rank. */
export const GameStatsResponseSchema = HighScoreSchema;
export type GameStatsResponse = z.infer<typeof GameStatsResponseSchema>;

/** GET /api/high-scores[?season=2026-Q3&limit=10]: best first, ties: earlier first. */
export const HighScoresResponseSchema = scoreList;
export type HighScoresResponse = z.infer<typeof HighScoresResponseSchema>;

/** GET /api/search-scores?search=&page=1&limit=10[&season=]: page is 1-based. */
export const SearchScoresQuerySchema = z.object({
  search: z.string().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});
export type SearchScoresQuery = z.infer<typeof SearchScoresQuerySchema>;
export const SearchScoresResponseSchema = z.object({
  scores: scoreList,
  totalPages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type SearchScoresResponse = z.infer<typeof SearchScoresResponseSchema>;

/** GET /api/payment-link: the operator's link, or null when none is configured (a normal answer, not an error). */
export const PaymentLinkResponseSchema = z.object({ url: z.string().nullable() });
export type PaymentLinkResponse = z.infer<typeof PaymentLinkResponseSchema>;

/** GET /api/season: the current UTC quarter, ISO strings; end is exclusive (the countdown target). */
export const SeasonResponseSchema = z.object({
  id: z.string().regex(/^\d{4}-Q[1-4]$/),
  start: z.string(),
  end: z.string(),
});
export type SeasonResponse = z.infer<typeof SeasonResponseSchema>;

/**
 * GET /api/daily: today's daily challenge (UTC day, the rules version it was drawn for, its window;
 * endsAt exclusive). Its runs are played and inscribed under that version only. No `seed` while the
 * day runs (servers built before sealed dailies sent it): a day played sealed (`sealed`) is begun with
 * POST /api/runs { daily, sealed: true }, its world dealt by the server. GET /api/daily/:day answers the
 * same shape with the `seed` once the day and its inscription grace are over (PastDailyResponseSchema).
 */
export const DailyResponseSchema = z.object({
  day: z.string().refine(isDayId),
  /** Absent while the day runs; present on GET /api/daily/:day (and from servers before sealed dailies). */
  seed: z.string().min(1).max(200).optional(),
  /** Absent from servers built before the day kept its rules: then the page's own version. */
  rulesVersion: z.number().int().positive().optional(),
  /**
   * The day is played sealed only: no open run of it is registered or inscribed, and its board ranks
   * sealed runs only. False on days drawn before sealed dailies; absent from servers before them.
   */
  sealed: z.boolean().optional(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type DailyResponse = z.infer<typeof DailyResponseSchema>;

/**
 * GET /api/daily/:day for a day whose runs may be watched (its day and inscription grace over): the
 * day's challenge with its world seed. 403 JSON { error, code: 'daily-seed-hidden' } before (today, a
 * day in its grace, a day to come); 404 { error, code: 'daily-not-drawn' } for a day nobody played;
 * 400 for a malformed day.
 */
export const PastDailyResponseSchema = DailyResponseSchema.extend({ seed: z.string().min(1).max(200) });
export type PastDailyResponse = z.infer<typeof PastDailyResponseSchema>;

/**
 * GET /api/daily/:day/scores?search=&page=1&limit=10: the day's board, the shape of search-scores
 * (ranks within the day) plus the day and, while its runs cannot be watched yet, when they can (ISO).
 */
export const DailyScoresResponseSchema = SearchScoresResponseSchema.extend({
  day: z.string(),
  runsHiddenUntil: z.string().nullable().catch(null),
  /** The board ranks sealed runs only (a day played sealed); false: witnessed runs (days before); absent from older servers. */
  sealed: z.boolean().optional(),
});
export type DailyScoresResponse = z.infer<typeof DailyScoresResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Witnessed runs (docs/OPERATIONS.md "Witnessed runs"): a run registered when it begins, its
// actions sent in batches as it is played, watched live, and inscribed as witnessed.

/** Most actions one batch of POST /api/runs/:id/actions may carry (a client sends ~20 at a time; more when catching up). */
export const MAX_BATCH_ACTIONS = 1_000;

/** Longest compact text of one batch, in characters (most actions take one; an item token ~20). */
export const MAX_BATCH_TEXT = 16_000;

/** Runs in GET /api/runs/live, default and maximum (`?limit=`). */
export const LIVE_RUNS_DEFAULT_LIMIT = 50;
export const LIVE_RUNS_MAX_LIMIT = 100;

/** Response header of a 409 batch answer: how many actions of the run are witnessed (where to resume a gap from). */
export const WITNESSED_HEADER = 'X-Witnessed';

const runSecretField = z.string().refine(isRunSecret, 'a run secret is 22 to 86 characters of A-Z a-z 0-9 _ -');

/**
 * POST /api/runs: registers a run as it begins. The server draws the seed (128 bits) unless `daily`
 * names today's challenge (then the day's seed, under the day's rules version); it stores only the
 * SHA-256 of runSecret. 201 RegisterRunResponse; 400 a hero-name rule or a malformed field; 422 an
 * unsupported rules version or a daily that is not today's; 429 rate limit.
 */
export const RegisterRunRequestSchema = z.object({
  name: z.string().max(100),
  rulesVersion: z.number().int().min(1).max(1_000),
  runSecret: runSecretField,
  daily: z.string().refine(isDayId, 'use the form 2026-11-23').optional(),
  /** A sealed run: the server keeps the seed (SealedRunResponse); absent or false, as before. */
  sealed: z.boolean().optional(),
});
export type RegisterRunRequest = z.infer<typeof RegisterRunRequestSchema>;
export const RegisterRunResponseSchema = z.object({
  id: z.string().min(1),
  seed: z.string().min(1),
  rulesVersion: z.number().int().positive(),
  startedAt: z.string(),
});
export type RegisterRunResponse = z.infer<typeof RegisterRunResponseSchema>;

// Sealed runs (docs/OPERATIONS.md "Sealed runs"): the server draws the seed, keeps it while the run
// plays and deals every roll; the player and spectators see views (src/engine/view), never the seed.

/** A view as the wire carries it (src/engine/view/types.ts GameView); checked only for being an object. */
const ViewSchema = z.custom<GameView>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
const ViewChangesSchema = z.custom<ViewChanges>(
  (value) => typeof value === 'object' && value !== null && Number.isInteger((value as { base?: unknown }).base),
);

/**
 * 201 of POST /api/runs with sealed: true: no seed; `commitment` is the SHA-256 (hex) of the seed
 * string GET /api/runs/:id reveals once the run has ended, and `view` the run before its first action.
 * A daily sealed run (`daily`) plays the day's world with dice of its own (rules versions whose seed
 * has a world and a dice part); 422 for other rules versions.
 */
export const SealedRunResponseSchema = z.object({
  id: z.string().min(1),
  rulesVersion: z.number().int().positive(),
  startedAt: z.string(),
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  view: ViewSchema,
});
export type SealedRunResponse = z.infer<typeof SealedRunResponseSchema>;

/**
 * 200 of POST /api/runs/:id/actions on a sealed run: the count and the view after the actions (an
 * empty batch at the witnessed count answers the current view: how a player resumes). Asked with
 * `changes: true` from the count the server has, the changes from the view at `from` instead
 * (applyViewChanges), as a spectator's stream sends them. The other answers are RunBatchRequest's,
 * and 409 once the run has ended (its seed is then revealed).
 */
export const SealedBatchResponseSchema = z.object({ witnessed: z.number().int().nonnegative(), view: ViewSchema });
export type SealedBatchResponse = z.infer<typeof SealedBatchResponseSchema>;
/** The answer to a batch sent with `changes: true`: the changes, or the whole view (`from` was not the count). */
export const SealedPlayResponseSchema = z.union([
  SealedBatchResponseSchema,
  z.object({ witnessed: z.number().int().nonnegative(), changes: ViewChangesSchema }),
]);
export type SealedPlayResponse = z.infer<typeof SealedPlayResponseSchema>;

/** How a witnessed run stands (the engine's runOutcome, as witnessed so far). */
export const RunOutcomeSchema = z.enum(['playing', 'died', 'won']);

/**
 * GET /api/runs/:id: a registered run's public record. `ended`: it died, was won, was ended by its
 * player (POST /api/runs/:id/end) or expired. A sealed run carries its `commitment`, and once ended
 * its `seed` and `actions` (compact form, decodeActions reads it): anyone checks SHA-256(seed) against
 * the commitment and replays the log to its end. An open run carries its seed (its player drew
 * nothing secret) and, once ended, its actions. 403 JSON for a daily run whose day is not over; 404.
 */
export const RunRecordResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  rulesVersion: z.number().int().positive(),
  startedAt: z.string(),
  updatedAt: z.string(),
  sealed: z.boolean(),
  daily: z.string().nullable(),
  witnessed: z.number().int().nonnegative(),
  floor: z.number().int().positive(),
  score: z.number().int().nonnegative(),
  outcome: RunOutcomeSchema,
  ended: z.boolean(),
  entryId: z.string().nullable(),
  commitment: z.string().optional(),
  seed: z.string().optional(),
  actions: z.string().optional(),
});
export type RunRecordResponse = z.infer<typeof RunRecordResponseSchema>;

/**
 * POST /api/game-stats for a sealed run: its id and secret, no log and no figures; the server scores
 * the run it holds (its log as witnessed) and the entry carries the sealed mark.
 */
export const SealedGameStatsRequestSchema = z.object({
  playerName: z.string(),
  isPremium: z.boolean(),
  couponCode: z.string().max(COUPON_MAX_LENGTH).optional(),
  runId: z.string().min(1).max(64),
  runSecret: runSecretField,
});
export type SealedGameStatsRequest = z.infer<typeof SealedGameStatsRequestSchema>;

/**
 * POST /api/runs/:id/actions: the next actions of a registered run, compact form (encodeActions),
 * `from` = how many actions were witnessed before them. 200 RunBatchResponse (the new count); a batch
 * resent after a lost answer (the same actions at the same place) is 200 too and changes nothing;
 * 409 a batch that does not continue the witnessed log (a gap or a rewrite; WITNESSED_HEADER says
 * the count); 403 a wrong secret (checked before anything else of the run is read); 404 no such
 * run; 410 an expired run; 422 an illegal action, an item the run never held, a spell the game does
 * not have, text that is not well-formed, or a log past MAX_RUN_ACTIONS; 429 rate limit (per client,
 * and per run counting only batches with the run's secret). `changes`: see SealedBatchResponseSchema.
 */
export const RunBatchRequestSchema = z.object({
  from: z.number().int().min(0).max(MAX_RUN_ACTIONS),
  actions: z.string().max(MAX_BATCH_TEXT),
  runSecret: runSecretField,
  changes: z.boolean().optional(),
});
export type RunBatchRequest = z.infer<typeof RunBatchRequestSchema>;
export const RunBatchResponseSchema = z.object({ witnessed: z.number().int().nonnegative() });
export type RunBatchResponse = z.infer<typeof RunBatchResponseSchema>;

/**
 * POST /api/runs/:id/end: the player quit the run; it leaves the live list at once (its log stays
 * witnessed, so it can still be inscribed). 204, again on a run already ended; 403 a wrong secret;
 * 404 no such run; 429 rate limit (as registrations).
 */
export const RunEndRequestSchema = z.object({ runSecret: runSecretField });
export type RunEndRequest = z.infer<typeof RunEndRequestSchema>;

/** One run in progress as GET /api/runs/live lists it (updatedAt: its last witnessed move, ISO). */
export const LiveRunSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  floor: z.number().int().positive(),
  score: z.number().int().nonnegative(),
  updatedAt: z.string(),
  /** A sealed run: the server deals its rolls and spectators see views. Absent on an open run and from older servers. */
  sealed: z.boolean().optional(),
});
export type LiveRun = z.infer<typeof LiveRunSchema>;

/** GET /api/runs/live[?limit=50]: runs in progress, busiest first (most moves in the last minutes). */
export const LiveRunsResponseSchema = z.object({ runs: z.array(LiveRunSchema) });
export type LiveRunsResponse = z.infer<typeof LiveRunsResponseSchema>;

/**
 * GET /api/runs/:id/events (text/event-stream). Events, each `data` one JSON object:
 * - `run` first on every connection: RunStreamStart (what a viewer replays the log from);
 * - `actions` with `id:` = the witnessed count after it: RunStreamActions; the first ones cover the log
 *   so far (or, with Last-Event-ID: N, the actions after N) in parts of at most 16,384 characters,
 *   then one per batch as it arrives;
 * - `status` when the run ends or is inscribed: RunStreamStatus;
 * - comment lines (`: heartbeat`) every 15 s.
 * 403 JSON { error } for a daily run whose day (and its inscription grace) is not over; 404, 410 likewise.
 */
export const RunStreamStartSchema = z.object({
  id: z.string(),
  name: z.string(),
  rulesVersion: z.number().int().positive(),
  seed: z.string(),
  startedAt: z.string(),
  witnessed: z.number().int().nonnegative(),
  outcome: RunOutcomeSchema,
  entryId: z.string().nullable(),
});
export type RunStreamStart = z.infer<typeof RunStreamStartSchema>;
export const RunStreamActionsSchema = z.object({
  from: z.number().int().nonnegative(),
  actions: z.string(),
  floor: z.number().int().positive(),
  score: z.number().int().nonnegative(),
  outcome: RunOutcomeSchema,
  updatedAt: z.string(),
});
export type RunStreamActions = z.infer<typeof RunStreamActionsSchema>;
export const RunStreamStatusSchema = z.object({ outcome: RunOutcomeSchema, entryId: z.string().nullable() });
export type RunStreamStatus = z.infer<typeof RunStreamStatusSchema>;

/**
 * A sealed run's stream (GET /api/runs/:id/events) sends no `run` nor `actions` event, and never the
 * seed: `sealed` first on every connection (the run and its whole view), then `view` events with `id:`
 * = the count after them, each the changes from the view before (applyViewChanges; a `base` that does
 * not match: reconnect for a whole view), and `status` as above.
 */
export const SealedStreamStartSchema = RunStreamStartSchema.omit({ seed: true }).extend({
  commitment: z.string(),
  view: ViewSchema,
});
export type SealedStreamStart = z.infer<typeof SealedStreamStartSchema>;
export const RunStreamViewSchema = RunStreamActionsSchema.omit({ actions: true }).extend({
  changes: ViewChangesSchema,
});
export type RunStreamView = z.infer<typeof RunStreamViewSchema>;

/**
 * GET /api/scores/:id/run?compact=1: the entry's run record (the action log in compact form, which
 * decodeActions reads), the name it is inscribed under, its stored figures (none for entries stored
 * without them; a viewer checks its replay against them) and its marks. Reads are tolerant: no inscribed name reads
 * 'Unknown', no hero name '', and figures that do not read as statistics read as none.
 */
export const ServedRunSchema = z.object({
  playerName: z.string().catch('Unknown'),
  rulesVersion: z.number(),
  seed: z.string(),
  name: z.string().catch(''),
  actions: z.string(),
  figures: ScoreStatsSchema.partial().catch({}),
  /** The entry's marks, as its board row carries them: witnessed, and sealed (the server dealt every roll). Older servers: false. */
  witnessed: z.boolean().catch(false),
  sealed: z.boolean().catch(false),
  /** A witnessed run: when it was registered and when its last move arrived (ISO). */
  runStartedAt: z.string().optional().catch(undefined),
  runLastMoveAt: z.string().optional().catch(undefined),
});
export type ServedRun = z.infer<typeof ServedRunSchema>;

/** Percentiles of one figure over a set of runs (nearest rank: the ceil(p x n)-th smallest; null without runs). */
export const PercentilesSchema = z.object({
  p10: z.number().nullable(),
  p25: z.number().nullable(),
  p50: z.number().nullable(),
  p75: z.number().nullable(),
  p90: z.number().nullable(),
  p99: z.number().nullable(),
  max: z.number().nullable(),
});
export type Percentiles = z.infer<typeof PercentilesSchema>;

/** The statistics of the witnessed runs of one rules version. */
export const RulesVersionStatsSchema = z.object({
  rulesVersion: z.number().int().positive(),
  /** Registered runs; of them, with at least one witnessed action; playing and moved lately (as the live list); ended by death; won. */
  runs: z.number().int().nonnegative(),
  witnessed: z.number().int().nonnegative(),
  live: z.number().int().nonnegative(),
  died: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  /** Runs whose inscription was marked witnessed. */
  inscribed: z.number().int().nonnegative(),
  /** Deaths per floor, deepest last (floors without a death left out). */
  deathsByFloor: z.array(z.object({ floor: z.number().int().positive(), deaths: z.number().int().positive() })),
  /** The monsters whose blow ended most runs, most first (ties by name), at most 10. */
  topKillers: z.array(z.object({ monster: z.string(), kills: z.number().int().positive() })),
  /** Over the runs with at least one witnessed action. */
  depth: PercentilesSchema,
  score: PercentilesSchema,
  actions: PercentilesSchema,
  /** From registration to the last witnessed move, whole minutes rounded down. */
  minutes: PercentilesSchema,
});
export type RulesVersionStats = z.infer<typeof RulesVersionStatsSchema>;

/** GET /api/stats: one entry per rules version with runs, newest version first; computed at most every few minutes. */
export const RunStatsResponseSchema = z.object({
  generatedAt: z.string(),
  versions: z.array(RulesVersionStatsSchema),
});
export type RunStatsResponse = z.infer<typeof RunStatsResponseSchema>;

/**
 * GET /api/stats/entries[?season=2026-Q3]: how many entries of a season's board are of each kind, each
 * counted once: `sealed` (the server dealt every roll; such a run is witnessed too), `witnessed` (every
 * move reached the server as it was played, the run holding its seed), `open` (played in the browser
 * alone, its replay checked when inscribed); `total` is their sum. Exact at the time of the answer.
 */
export const EntryKindsResponseSchema = z.object({
  season: z.string(),
  sealed: z.number().int().nonnegative(),
  witnessed: z.number().int().nonnegative(),
  open: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type EntryKindsResponse = z.infer<typeof EntryKindsResponseSchema>;
