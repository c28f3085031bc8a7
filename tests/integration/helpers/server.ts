// A real app on a real SQLite file in a temp folder, listening on a free loopback port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../../../server/app';
import { testConfig, type Config } from '../../../server/config';
import { SqliteStore } from '../../../server/store/sqlite/sqliteStore';
import { DEFAULT_PROFANITY_WORDS } from '../../../server/words/defaultWords';
import { tuneHttpServer } from '../../../server/http/tuneServer';
import type { Verifier } from '../../../server/scores/verifier';
import type { Logger } from '../../../server/http/logging';

/** A running test server. */
export interface TestServer {
  url: string;
  dataDir: string;
  store: SqliteStore;
  /** Moves the injected clock. */
  setNow(at: Date | string): void;
  /** Stops listening, closes the store and removes the temp folders (`keepData` keeps the data folder for a restart). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** A fresh temp folder (remove it with removeDir when done). */
export function tempDir(prefix = 'hall-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Removes a temp folder and everything in it. */
export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
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

/** Starts the app on `dataDir` (a new temp folder by default) with a settable clock. */
export async function startServer(
  options: { dataDir?: string; config?: Partial<Config>; now?: string; random?: () => number; verifier?: Verifier; logger?: Logger } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir();
  let now = new Date(options.now ?? '2026-11-15T12:00:00.000Z');
  const store = SqliteStore.open(dataDir);
  await store.init(DEFAULT_PROFANITY_WORDS);
  const clientDir = fakeClientDir();
  const config = testConfig({ DATA_DIR: dataDir, CLIENT_DIR: clientDir, ...options.config });
  const app = createApp({ store, config, clock: () => now, random: options.random, verifier: options.verifier, logger: options.logger });
  const server: Server = await new Promise((resolve) => {
    const s = tuneHttpServer(app.listen(0, '127.0.0.1', () => resolve(s)));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    store,
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

/** POSTs JSON and returns status, text body and headers. */
export async function postJson(url: string, body: unknown): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** GETs and returns status, text and parsed JSON (when it is JSON). */
export async function getJson<T = unknown>(url: string): Promise<{ status: number; text: string; json: T; headers: Headers }> {
  const res = await fetch(url);
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json: json as T, headers: res.headers };
}
