// The one server launcher of the test suites, benchmarks and scripts/lighthouse.mjs, in two forms:
// - startApp: the real Express app in this process on a real SQLite file in a temp folder, on a free
//   loopback port, with a settable clock (integration tests, the soak run);
// - startServerProcess: the real server as `npm start` runs it (the bundle of scripts/buildServer.mjs)
//   as a child process over the built client, resolved once /healthz answers (e2e, reliability,
//   Lighthouse). The bundle starts in about 0.35 s where the sources through tsx take 2.5-3.5 s.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { createApp } from '../../../server/app';
import { testConfig, type Config } from '../../../server/config';
import { SqliteStore } from '../../../server/store/sqlite/sqliteStore';
import { repositoriesOf, type Repositories } from '../../../server/repositories';
import { DEFAULT_PROFANITY_WORDS } from '../../../server/words/defaultWords';
import { tuneHttpServer } from '../../../server/http/tuneServer';
import type { Verifier } from '../../../server/scores/verifier';
import type { Logger } from '../../../server/http/logging';
import { countedDailyBytes, countedRunSeeds } from './seeds';

import {
  CLIENT_INDEX,
  CLIENT_SOURCES,
  ROOT,
  SERVER_ENTRY,
  SERVER_SOURCES,
  isStale,
} from '../../../scripts/buildInputs.mjs';

export { ROOT };

/** A fresh temp folder (remove it with removeDir when done). */
export function tempDir(prefix = 'hall-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Removes a temp folder and everything in it. */
export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

/**
 * Resolves once `condition` holds, asking every `everyMs`; fails with `what` after `timeoutMs`, or at
 * once when `stop` (say, "the process has exited") holds first. For states no event announces.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  {
    timeoutMs = 30_000,
    everyMs = 100,
    stop,
  }: { timeoutMs?: number; everyMs?: number; stop?: () => string | null } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stopped = stop?.();
    if (stopped) throw new Error(`${what}: ${stopped}`);
    if (await condition()) return;
    if (Date.now() >= deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Builds dist/client when it is missing or older than any client source. */
export function ensureClientBuilt(): void {
  if (!isStale(CLIENT_INDEX, CLIENT_SOURCES)) return;
  // Vitest sets NODE_ENV=test, which would give a development React build: ask for production.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`client build failed (exit ${result.status})`);
}

/** Builds dist/server when it is missing or older than any server source. */
export function ensureServerBuilt(): void {
  if (!isStale(SERVER_ENTRY, SERVER_SOURCES)) return;
  const result = spawnSync(process.execPath, ['scripts/buildServer.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`server build failed (exit ${result.status})`);
}

/** A launched server process: its exit, and what it has written so far (when captured). */
export interface LaunchedProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  out(): string;
  err(): string;
}

/**
 * Runs `script` (the server bundle by default, built first when stale; `scripts/start.mjs` for the
 * operator's path; a .ts file through tsx) in `cwd` with `env` on top of this process's.
 * `output: 'capture'` keeps stdout and stderr for out()/err().
 */
export function launchServer(opts: {
  env: Record<string, string>;
  script?: string;
  cwd?: string;
  output?: 'capture' | 'inherit' | 'ignore';
}): LaunchedProcess {
  if (opts.script === undefined) ensureServerBuilt();
  const script = opts.script ?? SERVER_ENTRY;
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const output = opts.output ?? 'capture';
  const child = spawn(process.execPath, args, {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, ...opts.env },
    stdio: output === 'capture' ? 'pipe' : ['ignore', output, 'inherit'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => (stdout += d));
  child.stderr?.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

/** Waits until the server's /healthz answers OK; fails at once if the process exits first. */
export function waitForHealth(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  return waitUntil(
    async () => {
      try {
        return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
      } catch {
        return false; // Not listening yet.
      }
    },
    'the server did not become healthy',
    {
      timeoutMs,
      stop: () =>
        child.exitCode !== null || child.signalCode !== null
          ? `it exited early (${child.exitCode ?? child.signalCode})`
          : null,
    },
  );
}

/** A server child process on a port and data folder. */
export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /**
   * Sends `signal` (SIGTERM by default, escalated to SIGKILL after 10 s) and waits for the exit; a data
   * folder the launcher made is removed, one the caller gave is kept (for a restart on the same file).
   */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the server bundle in production mode on 127.0.0.1:`port` (a free one by default) over `dataDir`
 * (a fresh temp folder by default), with rate limits and request logs off unless `env` says, and
 * resolves once /healthz answers. It serves whatever dist/client holds: browser suites call
 * ensureClientBuilt first.
 */
export async function startServerProcess(
  opts: { dataDir?: string; port?: number; env?: Record<string, string>; stdout?: 'inherit' | 'ignore' } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const ownDataDir = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? tempDir('dungeon-server-');
  const { child, exited } = launchServer({
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_ENABLED: 'false',
      // Nor is a batch shed on a busy test machine (a 503 and its 1 s retry would read as a slow witness).
      RUNS_BUSY_LAG_MS: '0',
      RUNS_ACTIONS_PER_S: '0',
      LOG_LEVEL: 'error',
      ...opts.env,
    },
    output: opts.stdout ?? 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    if (ownDataDir) removeDir(dataDir);
    throw error;
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) removeDir(dataDir);
  };
  return { url, port, dataDir, child, stop };
}

/** The app running in this process. */
export interface TestServer {
  url: string;
  dataDir: string;
  store: SqliteStore;
  /** The repositories the app uses on that store (server/repositories.ts). */
  repos: Repositories;
  /** Moves the injected clock. */
  setNow(at: Date | string): void;
  /** Stops listening, closes the store and removes the temp folders (`keepData` keeps the data folder for a restart). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** A built-client stand-in: index.html and one hashed asset. */
export function fakeClientDir(): string {
  const dir = tempDir('client-');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Dungeon</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("game")');
  fs.writeFileSync(path.join(dir, 'present.txt'), 'User-agent: *');
  return dir;
}

/** Starts the app in this process on `dataDir` (a new temp folder by default) with a settable clock and counted seeds. */
export async function startApp(
  options: {
    dataDir?: string;
    config?: Partial<Config>;
    now?: string;
    random?: () => number;
    verifier?: Verifier;
    logger?: Logger;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir();
  let now = new Date(options.now ?? '2026-11-15T12:00:00.000Z');
  const store = SqliteStore.open(dataDir);
  await store.init(DEFAULT_PROFANITY_WORDS);
  const clientDir = fakeClientDir();
  const config = testConfig({ DATA_DIR: dataDir, CLIENT_DIR: clientDir, ...options.config });
  const app = createApp({
    store,
    config,
    clock: () => now,
    random: options.random,
    verifier: options.verifier,
    logger: options.logger,
    runSeed: countedRunSeeds(),
    dailySeedBytes: countedDailyBytes(),
  });
  const server: Server = await new Promise((resolve) => {
    const s = tuneHttpServer(app.listen(0, '127.0.0.1', () => resolve(s)));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    store,
    repos: repositoriesOf(store),
    setNow: (at) => {
      now = new Date(at);
    },
    stop: async ({ keepData = false } = {}) => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      removeDir(clientDir);
      if (!keepData) removeDir(dataDir);
    },
  };
}
