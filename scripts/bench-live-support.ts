// What bench-live.ts needs beside the server (scripts may not import tests/): runs to send, secrets,
// a free port, a temp folder and a wait for /healthz.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { apply, RULES_VERSION, type Action, type Direction } from '../src/engine';
import { playRun } from './sim/run';
import { diver } from './sim/diver';
// @ts-expect-error: a plain .mjs build script without type declarations
import { SERVER_DIST } from './buildServer.mjs';

const DIRECTIONS: readonly Direction[] = ['up', 'right', 'down', 'left'];

/** `length` actions of a run on `seed`: the diver bot's play, then moves (recorded, refused after a death). */
export function benchActions(seed: string, length: number): Action[] {
  let state = playRun(seed, diver, length, Infinity, RULES_VERSION).final;
  for (let i = state.actions.length; i < length; i++)
    state = apply(state, { type: 'move', direction: DIRECTIONS[i % 4] });
  return state.actions.slice(0, length);
}

/** A run secret of the client's form (base64url of 32 bytes), fixed by `label`. */
export function benchSecret(label: string): string {
  return createHash('sha256').update(label).digest('base64url');
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh folder under the system's temp folder (TMPDIR). */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Resolves once `url`/healthz answers; fails when `child` exits first or after 60 s. */
export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become healthy within 60 s');
}

/**
 * Starts the bundled server as npm start does (160 MB heap, production, loopback) on `dataDir`, with
 * `env` over those settings, its stdout to `stdout`, `nodeArgs` before the script (--cpu-prof, which
 * NODE_OPTIONS refuses); resolves once /healthz answers.
 */
export async function spawnServer(
  dataDir: string,
  env: Record<string, string>,
  stdout: 'ignore' | number = 'ignore',
  nodeArgs: readonly string[] = [],
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const script = path.join(SERVER_DIST as string, 'index.mjs');
  const child = spawn(process.execPath, ['--max-old-space-size=160', ...nodeArgs, script], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, child };
}
