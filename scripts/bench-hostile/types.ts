// The shape of one attack of `npm run bench:hostile` (scripts/bench-hostile.ts runs them): each attack
// is a file of this folder, listed in attacks.ts. An attack may prepare the data folder before the
// server starts (runs stored beneath the API), may add to the server's environment, then runs against
// the live server from the addresses it is given and says what it saw in one line.

/** One answer, or 'cut' when the connection failed. */
export interface Answer {
  status: number | 'cut';
  text: string;
  ms: number;
}

/** What an attack runs with. */
export interface AttackContext {
  /** The server, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Loopback source addresses to attack from: one (127.0.0.1) or many (127.0.0.10-49). */
  addresses: readonly string[];
  /** What `prepare` returned (stored runs and their secrets, say). */
  prepared: unknown;
  /** The data folder the server runs on. */
  dataDir: string;
  /** A request from `from` (default the first address); every answer is counted (5xx, cuts) by the runner. */
  request(method: string, path: string, body?: unknown, from?: string): Promise<Answer>;
  /** Milliseconds left before the runner's time limit for this attack. */
  timeLeft(): number;
}

/** One attack. */
export interface Attack {
  /** Short name (BENCH_ATTACKS=name,name picks some). */
  name: string;
  /** What it does, for the report. */
  what: string;
  /** Environment for the server on top of the defaults (which are npm start's, rate limits on). */
  env?: Record<string, string>;
  /** Runs before the server starts, on its data folder (the server is not running yet). */
  prepare?(dataDir: string, addresses: readonly string[]): Promise<unknown>;
  /** The attack; resolves with a line of its own figures. */
  run(ctx: AttackContext): Promise<string>;
}
