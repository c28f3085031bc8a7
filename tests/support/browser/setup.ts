// What every e2e file starts with: the built game served by the real server on a free port and a
// fresh data folder, and one headless chromium; both stopped after the file. Call at module level.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newGame, replay, runRecord, scoreSubmission } from '../../../src/engine';
import { decodeActions } from '../../../src/engine/save/actionCodec';
import golden from '../../fixtures/golden/v2.json';
import { toGameStatsBody } from '../../../src/shared/api';
import { launchBrowser, newPage } from './chromium';
import { ensureClientBuilt, startServerProcess, type ServerProcess } from '../server/process';

/** The server and browser of one e2e file, readable once its beforeAll has run. */
export interface E2E {
  readonly server: ServerProcess;
  readonly browser: Browser;
  /**
   * A fresh page at `path` of the game, as a player arrives: in the `theme` they chose before (none
   * stored: the system's light), in a window of `viewport`, on a phone's touch screen below 500 px.
   */
  open(theme?: 'light' | 'dark', viewport?: { width: number; height: number }, path?: string): Promise<Page>;
}

/** The game as a player gets it: the client built if stale, then the real server over it. */
export function startGameServer(env?: Record<string, string>): Promise<ServerProcess> {
  ensureClientBuilt();
  return startServerProcess({ env });
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the e2e ${what} is read before beforeAll started it`);
  return value;
}

/** One chromium for the file (for files that start their own servers). */
export function useBrowser(): Pick<E2E, 'browser'> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      return started(browser, 'browser');
    },
  };
}

/**
 * The game server and chromium for the file; `shots` is a screenshot folder to create, `env` the
 * server's extra environment. The file's own beforeAll hooks run after these (vitest runs them in order).
 */
export function setupE2E(opts: { shots?: string; env?: Record<string, string> } = {}): E2E {
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    if (opts.shots) mkdirSync(opts.shots, { recursive: true });
    server = await startGameServer(opts.env);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const chromium = useBrowser();
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return chromium.browser;
    },
    async open(theme, viewport = { width: 1280, height: 800 }, path = '/') {
      const phone = viewport.width < 500;
      const page = await newPage(chromium.browser, { viewport, theme, hasTouch: phone, isMobile: phone });
      await page.goto(`${started(server, 'server').url}${path}`);
      return page;
    },
  };
}

/** Inscribes a fresh run of `name` in the Hall of Legends through the API, as a finished game would. */
export async function seedHallEntry(url: string, name: string, seed = `seed-${name}`): Promise<void> {
  const state = newGame(name, seed);
  const response = await fetch(`${url}/api/game-stats`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // The wire form the game sends (compact action log): the server takes no other.
    body: JSON.stringify(toGameStatsBody({ ...scoreSubmission(state), isPremium: false, run: runRecord(state) })),
  });
  if (!response.ok) throw new Error(`seeding ${name}: ${response.status} ${await response.text()}`);
}

/** Inscribes golden run `seed` (a bot run of a few thousand actions) under `name` through the API. */
export async function inscribeGolden(
  url: string,
  seed: string,
  name: string,
): Promise<{ id: string; actions: number; finalScore: number }> {
  const run = golden.runs.find((r) => r.seed === seed)!;
  const record = {
    rulesVersion: golden.rulesVersion,
    seed: run.seed,
    name: run.name,
    actions: decodeActions(run.actions, 100_000)!,
  };
  const body = {
    ...scoreSubmission(replay(record)),
    playerName: name,
    isPremium: false,
    run: { ...record, actions: run.actions },
  };
  const response = await fetch(`${url}/api/game-stats`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`inscribing ${name}: ${response.status} ${await response.text()}`);
  const id = String(((await response.json()) as { id: string | number }).id);
  return { id, actions: record.actions.length, finalScore: body.finalScore };
}
