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

/** A configuration for tests and tools: defaults plus overrides, rate limits off and logs silent. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent' }), ...overrides };
}

/** Express's "trust proxy" value from TRUST_PROXY. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
