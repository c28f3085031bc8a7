// Two app instances sharing witnessed runs through one MongoDB database: a batch may reach
// either instance (the stored log is the truth; an instance whose kept state is behind reloads it),
// and a spectator on one instance sees batches sent to the other within 2 s (it polls the store).
// Runs only when MONGODB_URI points at a server (none can be installed on the build machines).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { RULES_VERSION } from '../../src/engine';
import { encodeActions } from '../../src/engine/save/actionCodec';
import { toGameStatsBody, type RegisterRunResponse } from '../../src/shared/api';
import { createApp, liveRunsOf } from '../../server/app';
import { testConfig } from '../../server/config';
import { connectMongo } from '../../server/mongoRepositories';
import { padRun, playRun, submissionFor, testRunSecret } from '../support/engine/runs';
import { fakeClientDir, removeDir } from '../support/server/process';
import { postJson } from '../support/server/http';
import { openStream } from '../support/server/sse';

const uri = process.env.MONGODB_URI;
if (!uri) console.warn('MongoDB witnessed-runs suite (two instances) SKIPPED: set MONGODB_URI to run it');

const dbName = `hall_live_${process.pid}_${Date.now()}`;

function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Instance {
  url: string;
  stop(): Promise<void>;
}

/** One app instance on the shared database, on its own loopback port. */
async function instance(): Promise<Instance> {
  const store = await connectMongo(withDatabase(uri!, dbName));
  await store.init([]);
  const clientDir = fakeClientDir();
  const app = createApp({ store, config: testConfig({ CLIENT_DIR: clientDir, RUNS_LIVE_CACHE_MS: 0 }) });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      liveRunsOf(app).close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      removeDir(clientDir);
    },
  };
}

describe.skipIf(!uri)('witnessed runs on MongoDB, two instances', () => {
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    const connection = await mongoose.createConnection(withDatabase(uri!, dbName)).asPromise();
    await connection.dropDatabase();
    await connection.close();
  });

  it('takes batches on either instance in order, refuses a stale one, and shows a spectator on B what reached A within 2 s', async () => {
    const secret = testRunSecret('shared');
    const res = await postJson(`${a.url}/api/runs`, {
      name: 'Shared Hero',
      rulesVersion: RULES_VERSION,
      runSecret: secret,
    });
    expect(res.status).toBe(201);
    const run = JSON.parse(res.text) as RegisterRunResponse;
    const state = padRun(playRun('Shared Hero', run.seed, 100, 5), 100);
    const send = (on: Instance, from: number, to: number) =>
      postJson(`${on.url}/api/runs/${run.id}/actions`, {
        from,
        actions: encodeActions(state.actions.slice(from, to)),
        runSecret: secret,
      });
    expect((await send(a, 0, 20)).text).toBe('{"witnessed":20}');
    expect((await send(b, 20, 40)).text).toBe('{"witnessed":40}');
    // A's kept state stopped at 20: it sees the stored count moved on and reloads before taking 40-60.
    expect((await send(a, 40, 60)).text).toBe('{"witnessed":60}');
    // The same place on the other instance is now a rewrite or a resend, judged against the stored log.
    expect((await send(b, 40, 60)).text).toBe('{"witnessed":60}');
    const stale = await postJson(`${b.url}/api/runs/${run.id}/actions`, {
      from: 50,
      actions: encodeActions(Array.from({ length: 10 }, () => ({ type: 'rest' as const }))),
      runSecret: secret,
    });
    expect(stale.status).toBe(409);

    const spectator = await openStream(`${b.url}/api/runs/${run.id}/events`);
    await spectator.next((e) => e.event === 'actions' && e.id === '60');
    const sent = Date.now();
    expect((await send(a, 60, 80)).status).toBe(200);
    await spectator.next((e) => e.event === 'actions' && e.id === '80', 0, 2000);
    expect(Date.now() - sent).toBeLessThan(2000);
    expect((await send(b, 80, 100)).status).toBe(200);
    const inscribed = await postJson(
      `${a.url}/api/game-stats`,
      toGameStatsBody(submissionFor(state, { runSecret: secret })),
    );
    expect(JSON.parse(inscribed.text)).toMatchObject({ witnessed: true });
    // The inscription on A reaches B's spectator too.
    await spectator.next((e) => e.event === 'status', 0, 2000);
    spectator.close();
  });
});
