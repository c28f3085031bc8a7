// Rate limits across instances. On MongoDB two apps on one database (two instances behind a load
// balancer) draw on ONE budget per client; that block runs only when MONGODB_URI points at a server
// (none can be installed on the build machines) and says so when it skips. On SQLite the counters
// live in each process's memory, so two instances count apart, as docs/OPERATIONS.md says. With
// MongoDB unreachable an instance still limits, on its own, instead of failing calls with 500.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import mongoose from 'mongoose';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import type { Store } from '../../server/store/types';
import { connectMongo } from '../../server/mongoRepositories';
import type { MongoStore } from '../../server/store/mongo/mongoStore';
import { SqliteStore } from '../../server/store/sqlite/sqliteStore';
import { DEFAULT_PROFANITY_WORDS } from '../../server/words/defaultWords';
import { rateLimit } from '../../server/http/rateLimit';
import { fakeClientDir, removeDir, tempDir } from '../support/server/process';
import { postJson } from '../support/server/http';

const uri = process.env.MONGODB_URI;
if (!uri) console.warn('Shared rate-limit suite on MongoDB SKIPPED: set MONGODB_URI to run it');

const COUPON_TEXT = 'Too many coupon checks. Please wait a minute and try again.';
const limits = {
  RATE_LIMIT_ENABLED: true,
  RATE_LIMIT_COUPON_MAX: 3,
  RATE_LIMIT_SUBMIT_MAX: 2,
  RATE_LIMIT_WINDOW_MS: 60_000,
};

/** The URI with the database path replaced by a throwaway database. */
function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Listens on a free loopback port. */
async function listen(app: express.Express): Promise<Server> {
  return new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
}

/** One app instance on `store`, listening on a free loopback port. */
async function instance(store: Store): Promise<{ url: string; stop(): Promise<void> }> {
  const clientDir = fakeClientDir();
  const app = createApp({ store, config: testConfig({ CLIENT_DIR: clientDir, ...limits }) });
  const server = await listen(app);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      removeDir(clientDir);
    },
  };
}

/** Coupon checks sent in turn to the given instances; their statuses. */
async function checks(urls: string[]): Promise<number[]> {
  const statuses = [];
  for (const url of urls) statuses.push((await postJson(`${url}/api/validate-coupon`, { code: 'X' })).status);
  return statuses;
}

describe.skipIf(!uri)('two instances on one MongoDB database', () => {
  const dbName = `hall_ratelimit_${process.pid}_${Date.now()}`;
  const stores: MongoStore[] = [];
  const apps: { url: string; stop(): Promise<void> }[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const store = await connectMongo(withDatabase(uri!, dbName));
      await store.init(DEFAULT_PROFANITY_WORDS);
      stores.push(store);
      apps.push(await instance(store));
    }
  }, 30_000);
  afterAll(async () => {
    for (const app of apps) await app.stop();
    await stores[0]?.rateLimitConnection().dropDatabase();
    for (const store of stores) await store.close();
  });

  it('share one budget of 3 coupon checks: the 4th is refused whichever instance answers', async () => {
    const [a, b] = apps.map((app) => app.url);
    expect(await checks([a, b, a, b])).toEqual([200, 200, 200, 429]);
    const refused = await postJson(`${a}/api/validate-coupon`, { code: 'X' });
    expect(refused.status).toBe(429);
    expect(refused.text).toBe(COUPON_TEXT);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('keep the submission budget apart from the coupon budget', async () => {
    const [a, b] = apps.map((app) => app.url);
    const statuses = [];
    for (const url of [b, a, b]) statuses.push((await postJson(`${url}/api/game-stats`, {})).status);
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('keep the counters in the rate_limits collection, which drops finished windows', async () => {
    const indexes = await stores[0].rateLimitConnection().collection('rate_limits').indexes();
    expect(indexes.find((index) => index.key.expire === -1)?.expireAfterSeconds).toBe(0);
  });
});

describe('two instances on SQLite', () => {
  it('count in their own memory: each grants its own 3 coupon checks', async () => {
    const dataDir = tempDir();
    const store = SqliteStore.open(dataDir);
    await store.init(DEFAULT_PROFANITY_WORDS);
    const [a, b] = [await instance(store), await instance(store)];
    try {
      expect(await checks([a.url, b.url, a.url, b.url, a.url, b.url])).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await checks([a.url, b.url])).toEqual([429, 429]);
    } finally {
      await a.stop();
      await b.stop();
      await store.close();
      removeDir(dataDir);
    }
  });
});

describe('MongoDB unreachable', () => {
  it('the limit still holds, counted by this instance alone, and no call fails with 500', async () => {
    // Port 1 answers nothing; short timeouts stand in for the store's 10 s.
    const bufferTimeout = mongoose.get('bufferTimeoutMS');
    mongoose.set('bufferTimeoutMS', 200);
    const connection = mongoose.createConnection('mongodb://127.0.0.1:1/hall', { serverSelectionTimeoutMS: 200 });
    connection.on('error', () => {});
    const app = express();
    app.post(
      '/check',
      rateLimit({ enabled: true, windowMs: 60_000, max: 3, message: COUPON_TEXT, name: 'coupon', mongo: connection }),
      (_req, res) => {
        res.json({ valid: false });
      },
    );
    const server = await listen(app);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/check`;
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await postJson(url, {}));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(answers[3].text).toBe(COUPON_TEXT);
      expect(Number(answers[3].headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await connection.close().catch(() => undefined);
      mongoose.set('bufferTimeoutMS', bufferTimeout);
    }
  });
});
