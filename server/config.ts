// Server configuration from the environment, validated with zod at start.
import os from 'node:os';
import { z } from 'zod';

/**
 * Replay workers when VERIFY_WORKERS is unset: one per core beyond the first (the event loop keeps
 * a core for HTTP and SQLite), none on a single core where a worker would only add messaging.
 */
export function defaultVerifyWorkers(cores: number = os.availableParallelism()): number {
  return cores >= 2 ? Math.min(16, cores - 1) : 0;
}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
    .optional(),
  PAYMENT_LINK_URL: z.httpUrl().optional(),
  // Express "trust proxy": false, true, a hop count, or a list of addresses/subnets.
  TRUST_PROXY: z.string().default('false'),
  RATE_LIMIT_ENABLED: flag.default(true),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  RATE_LIMIT_COUPON_MAX: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_SUBMIT_MAX: z.coerce.number().int().positive().default(10),
  // Watching runs: a replay page reads one run; 60 a minute lets a person browse the Hall freely.
  RATE_LIMIT_RUN_MAX: z.coerce.number().int().positive().default(60),
  // Past days' challenges read (GET /api/daily/:day): a person opens a day's board and its runs, a
  // few a minute; 60, as for runs watched.
  RATE_LIMIT_PAST_DAY_MAX: z.coerce.number().int().positive().default(60),
  // Score submissions in progress at once over all clients (each may hold a 1 MB body and a replay).
  SUBMIT_IN_FLIGHT_MAX: z.coerce.number().int().min(1).max(10_000).default(32),
  // IPv6 clients are counted per prefix of this many bits: one home line holds a /56 or a /64 and
  // can rotate through it freely.
  RATE_LIMIT_IPV6_PREFIX: z.coerce.number().int().min(32).max(128).default(56),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  // Replay worker threads for score verification; 0 replays on the main thread.
  VERIFY_WORKERS: z.coerce.number().int().min(0).max(16).default(defaultVerifyWorkers()),
  // Submissions waiting for a free replay worker beyond which new ones get a 503 with Retry-After.
  VERIFY_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(64),
  // A replay running longer than this fails with a 503 and its worker is replaced (a 20,000-action
  // run replays in well under a second).
  VERIFY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  // Witnessed runs (server/runs, docs/OPERATIONS.md "Witnessed runs"). Registrations per client per
  // window: a player who dies fast and begins again starts a run every minute or two.
  RATE_LIMIT_REGISTER_MAX: z.coerce.number().int().positive().default(20),
  // Batches per client per window (a run sends one every 2 s at most, so 30 a minute; several
  // players may share an address) and per run per window (60: twice what one client sends).
  RATE_LIMIT_BATCH_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_RUN_BATCH_MAX: z.coerce.number().int().positive().default(60),
  // A sealed run sends one action a request as it is played (auto-explore steps every 150 ms): its
  // requests count against these instead (per client: two players at full pace; per run: 10 a second).
  RATE_LIMIT_SEALED_MAX: z.coerce.number().int().positive().default(1_200),
  RATE_LIMIT_RUN_SEALED_MAX: z.coerce.number().int().positive().default(600),
  // Daily challenge runs one client may begin per UTC day (docs/OPERATIONS.md, "Rate limits": a
  // player begins again after an early death; a household or a classroom shares an address).
  RATE_LIMIT_DAILY_MAX: z.coerce.number().int().positive().default(30),
  // A batch is refused (503, Retry-After: 2; the client sends it again) while the event loop runs
  // more than this many ms late, so cheap reads stay quick under a flood of full batches; 0: never.
  RUNS_BUSY_LAG_MS: z.coerce.number().int().min(0).default(30),
  // New actions replayed for batches per second over all runs on this instance (a full batch of
  // 1,000 takes 5-30 ms of the main thread); past it a batch gets the same 503. 40,000 is 4 times
  // what 1,000 players at a batch of 10 a second send; 0: no limit.
  RUNS_ACTIONS_PER_S: z.coerce.number().int().min(0).default(40_000),
  // Live streams opened per client per window (each reconnect counts).
  RATE_LIMIT_WATCH_MAX: z.coerce.number().int().positive().default(60),
  // A run with no move for this many days expires: its log is dropped (its figures stay for the statistics).
  RUNS_EXPIRE_DAYS: z.coerce.number().positive().default(30),
  // A run's replayed state is kept in memory while it moves; idle this long, it is dropped and
  // replayed from its stored log when it comes back. At most RUNS_KEPT_MAX states are kept (about
  // 34 KB each: 1,500 take ~50 MB of the 160 MB heap npm start gives; raise HEAP_MB with it).
  RUNS_IDLE_MS: z.coerce.number().int().min(1_000).default(300_000),
  RUNS_KEPT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(1_500),
  // ...and together they take at most about this many MB (server/runs/replayState.ts keptBytesOf
  // estimates each; kept states hold no log text). 48 MB is ~1,400 mid-run states: with the count,
  // under a third of the 160 MB heap npm start gives, whatever clients send.
  RUNS_KEPT_MB: z.coerce.number().int().min(1).max(100_000).default(48),
  // A run is in the live list while it moved within this window.
  RUNS_LIVE_WINDOW_MS: z.coerce.number().int().min(1_000).default(600_000),
  // How often idle states are dropped and abandoned runs expired.
  RUNS_SWEEP_MS: z.coerce.number().int().min(10).default(60_000),
  // MongoDB: how often an instance asks the store for batches that reached other instances, for
  // the streams its spectators watch (one query for all of them).
  RUNS_POLL_MS: z.coerce.number().int().min(10).default(1_000),
  // Heartbeat comment on every live stream, so proxies keep idle streams open.
  RUNS_HEARTBEAT_MS: z.coerce.number().int().min(10).default(15_000),
  // GET /api/runs/live is read from the store at most this often (per instance and limit).
  RUNS_LIVE_CACHE_MS: z.coerce.number().int().min(0).default(2_000),
  // Live streams open at once on this instance; beyond it 503 with Retry-After.
  RUNS_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  // Live streams one client (address, or IPv6 prefix as rate limits count) may hold open at once;
  // beyond it 429. A person watches a few runs; 20 leaves room for a household or a classroom.
  RUNS_STREAMS_PER_CLIENT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(20),
  // A spectator that takes no part of a run's log for this long is cut off (it is checked at each
  // heartbeat, so it happens within one RUNS_HEARTBEAT_MS after).
  RUNS_STREAM_STALL_MS: z.coerce.number().int().min(10).default(30_000),
  // GET /api/stats is computed at most this often (per instance) and cached in between.
  STATS_CACHE_MS: z.coerce.number().int().min(0).default(300_000),
});

/** The validated configuration the app is built with. */
export type Config = z.infer<typeof EnvSchema>;

/** Thrown when an environment variable is invalid; the message names it. */
export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue.path[0] ?? 'environment');
  throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`);
}

/** A configuration for tests and tools: defaults plus overrides, rate limits and the busy gate off, logs silent. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // No batch waits for a late loop either: a busy test machine must not turn a test's batch into a 503.
  return {
    ...loadConfig({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent', RUNS_BUSY_LAG_MS: '0', RUNS_ACTIONS_PER_S: '0' }),
    ...overrides,
  };
}

/** Express's "trust proxy" value from TRUST_PROXY. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
