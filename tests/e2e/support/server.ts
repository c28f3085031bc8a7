// The e2e harness's server: the real built client served by the real server, on a free port,
// with a fresh data folder. Shared by every tests/e2e/*.test.ts file.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root (tests/e2e/support/../../..). */
export const ROOT = resolve(import.meta.dirname, '../../..');
const CLIENT_INDEX = join(ROOT, 'dist/client/index.html');
const CLIENT_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'assets', 'package.json'];

/** A running server for one test file. */
export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Build dist/client when it is missing or older than any client source. */
export function ensureClientBuilt(): void {
  const built = existsSync(CLIENT_INDEX) ? statSync(CLIENT_INDEX).mtimeMs : 0;
  const sources = Math.max(...CLIENT_SOURCES.map((p) => newestMtime(join(ROOT, p))));
  if (built >= sources) return;
  // Vitest sets NODE_ENV=test, which would give a development React build: ask for production.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`client build failed (exit ${result.status})`);
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

/** Waits until the server's /healthz answers OK; fails at once if the process exits first. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Runs server/index.ts on 127.0.0.1:`port` over `dataDir` (production mode, rate limits and request logs off
 * unless `env` says) and resolves once /healthz answers; a server that never gets healthy is killed.
 */
export async function spawnServer(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  stdout: 'inherit' | 'ignore';
}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'error',
      ...opts.env,
    },
    stdio: ['ignore', opts.stdout, 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  try {
    await waitForHealth(url, child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, url };
}

/** Start the real server on a free port with a fresh temp DATA_DIR (rate limits off unless env asks). */
export async function startServer(opts: { env?: Record<string, string> } = {}): Promise<RunningServer> {
  ensureClientBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dungeon-e2e-'));
  const { child, url } = await spawnServer({ port, dataDir, env: opts.env, stdout: 'inherit' });
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
