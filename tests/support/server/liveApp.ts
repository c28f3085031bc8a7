// The app on a real SQLite file and a real loopback port, as tests/support/server/process.ts startApp starts it,
// with what the witnessed-run suites also need: fixed run seeds, the app's live runs (to stop their
// timers and streams like server/index.ts does at shutdown), and a loop held late (the busy gate).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, liveRunsOf } from '../../../server/app';
import { testConfig, type Config } from '../../../server/config';
import { SqliteStore } from '../../../server/store/sqlite/sqliteStore';
import { repositoriesOf, type Repositories } from '../../../server/repositories';
import { DEFAULT_PROFANITY_WORDS } from '../../../server/words/defaultWords';
import { tuneHttpServer } from '../../../server/http/tuneServer';
import type { LiveRuns } from '../../../server/runs/live';
import type { LateLoop } from '../../../server/http/loopLag';
import { fakeClientDir, removeDir, tempDir } from './process';
import { countedDailyBytes, countedRunSeeds } from './seeds';

/** The app running in this process. */
export interface LiveApp {
  url: string;
  dataDir: string;
  store: SqliteStore;
  /** The repositories the app uses on that store (server/repositories.ts). */
  repos: Repositories;
  live: LiveRuns;
  setNow(at: Date | string): void;
  now(): Date;
  /** Ends the streams, stops listening, closes the store; `keepData` keeps the data folder (a restart). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** Starts the app on `dataDir` (a new temp folder by default) with a settable clock and counted seeds (or the fixed run seeds given). */
export async function startLiveApp(
  options: { dataDir?: string; config?: Partial<Config>; now?: string; runSeeds?: string[]; loopLag?: LateLoop } = {},
): Promise<LiveApp> {
  const dataDir = options.dataDir ?? tempDir('live-');
  let now = new Date(options.now ?? '2026-11-15T12:00:00.000Z');
  const store = SqliteStore.open(dataDir);
  await store.init(DEFAULT_PROFANITY_WORDS);
  const clientDir = fakeClientDir();
  const config = testConfig({ DATA_DIR: dataDir, CLIENT_DIR: clientDir, RUNS_LIVE_CACHE_MS: 0, ...options.config });
  const seeds = options.runSeeds ? [...options.runSeeds] : undefined;
  const app = createApp({
    store,
    config,
    clock: () => now,
    runSeed: seeds ? () => seeds.shift() ?? 'seeds-used-up' : countedRunSeeds(),
    dailySeedBytes: countedDailyBytes(),
    loopLag: options.loopLag,
  });
  const server: Server = await new Promise((resolve) => {
    const s = tuneHttpServer(app.listen(0, '127.0.0.1', () => resolve(s)));
  });
  const { port } = server.address() as AddressInfo;
  const live = liveRunsOf(app);
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    store,
    repos: repositoriesOf(store),
    live,
    setNow: (at) => {
      now = new Date(at);
    },
    now: () => now,
    stop: async ({ keepData = false } = {}) => {
      live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      removeDir(clientDir);
      if (!keepData) removeDir(dataDir);
    },
  };
}
