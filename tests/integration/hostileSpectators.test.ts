// Spectators hold nothing (GET /api/runs/:id/events against hostile readers, over real HTTP): a long
// run's log goes out in chunks as the socket takes them, never as one write; a hundred sockets that
// never read keep no copy of the log in the server's heap; open streams are capped per address as
// well as in all.
import net from 'node:net';
import { runInNewContext } from 'node:vm';
import v8 from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/engine';
import { encodeActions } from '../../src/engine/save/actionCodec';
import { MAX_BATCH_ACTIONS, type RegisterRunResponse, type RunStreamActions } from '../../src/shared/api';
import { STREAM_CHUNK_CHARS } from '../../server/runs/streams';
import { padRun, playRun, testRunSecret } from '../support/engine/runs';
import { postJson } from '../support/server/http';
import { startLiveApp, type LiveApp } from '../support/server/liveApp';
import { waitUntil } from '../support/server/process';
import { openStream, type SseStream } from '../support/server/sse';

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap in use after a full collection, in bytes. */
function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** A run of `total` actions witnessed batch by batch. */
async function longRun(app: LiveApp, label: string, total: number): Promise<{ id: string; log: string }> {
  const secret = testRunSecret(label);
  const res = await postJson(`${app.url}/api/runs`, {
    name: 'Long Walk',
    rulesVersion: RULES_VERSION,
    runSecret: secret,
  });
  const run = JSON.parse(res.text) as RegisterRunResponse;
  const actions = padRun(playRun('Long Walk', run.seed, 60), total).actions;
  for (let from = 0; from < total; from += MAX_BATCH_ACTIONS) {
    const batch = encodeActions(actions.slice(from, from + MAX_BATCH_ACTIONS));
    expect(
      (await postJson(`${app.url}/api/runs/${run.id}/actions`, { from, actions: batch, runSecret: secret })).status,
    ).toBe(200);
  }
  return { id: run.id, log: encodeActions(actions) };
}

/** A socket that asks for the run's stream and never reads a byte of the answer. */
function stalledSpectator(url: string, id: string, from = '127.0.0.1'): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.pause();
      socket.write(
        `GET /api/runs/${id}/events HTTP/1.1\r\nHost: ${hostname}\r\nAccept: text/event-stream\r\nX-Forwarded-For: ${from}\r\n\r\n`,
      );
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

describe('a long run watched by hostile spectators', () => {
  let app: LiveApp;
  let run: { id: string; log: string };
  beforeAll(async () => {
    const first = await startLiveApp({ config: { RUNS_STREAMS_PER_CLIENT_MAX: 1000 } });
    run = await longRun(first, 'long-walk', 100_000);
    await first.stop({ keepData: true });
    // Restarted: the run is read from the store, not from a state kept in memory.
    app = await startLiveApp({ dataDir: first.dataDir, config: { RUNS_STREAMS_PER_CLIENT_MAX: 1000 } });
  }, 120_000);
  afterAll(() => app.stop());

  it('sends the log so far in chunks, each a small part of it, that add up to the whole log', async () => {
    const stream = await openStream(`${app.url}/api/runs/${run.id}/events`);
    await stream.next((e) => e.event === 'actions' && e.id === '100000', 0, 20_000);
    const chunks = stream.events.filter((e) => e.event === 'actions');
    stream.close();
    expect(chunks.length).toBeGreaterThanOrEqual(Math.floor(run.log.length / STREAM_CHUNK_CHARS));
    let log = '';
    let count = 0;
    for (const chunk of chunks) {
      const data = JSON.parse(chunk.data) as RunStreamActions;
      expect(data.from).toBe(count);
      expect(data.actions.length).toBeLessThanOrEqual(STREAM_CHUNK_CHARS);
      log += data.actions;
      count = Number(chunk.id);
    }
    expect([log === run.log, count]).toEqual([true, 100_000]);
  });

  it('keeps no copy of the log for a hundred spectators that never read', async () => {
    const before = heapAfterGc();
    const sockets: net.Socket[] = [];
    for (let i = 0; i < 100; i++) sockets.push(await stalledSpectator(app.url, run.id));
    await waitUntil(() => app.live.streams.open === 100, '100 streams open');
    const held = heapAfterGc() - before;
    for (const socket of sockets) socket.destroy();
    await waitUntil(() => app.live.streams.open === 0, 'streams closed');
    // A copy each would be 100 x 100 KB; a socket and its response cost a few KB.
    expect(run.log.length).toBeGreaterThanOrEqual(100_000);
    expect(held).toBeLessThan(40 * run.log.length);
  });
});

describe('open streams per address', () => {
  let app: LiveApp;
  let id: string;
  beforeAll(async () => {
    app = await startLiveApp({ config: { RUNS_STREAMS_PER_CLIENT_MAX: 2, TRUST_PROXY: 'loopback' } });
    id = (await longRun(app, 'crowded-address', 10)).id;
  });
  afterAll(() => app.stop());

  const watch = (from: string): Promise<SseStream> =>
    openStream(`${app.url}/api/runs/${id}/events`, undefined, { 'x-forwarded-for': from });

  it('past RUNS_STREAMS_PER_CLIENT_MAX streams from one address, 429 with Retry-After; other addresses are served', async () => {
    const mine = [await watch('198.51.100.7'), await watch('198.51.100.7')];
    expect(mine.map((s) => s.status)).toEqual([200, 200]);
    const third = await watch('198.51.100.7');
    expect([third.status, JSON.parse(third.text)]).toEqual([
      429,
      { error: 'Too many live streams open from your address. Close one and try again.' },
    ]);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await watch('203.0.113.9');
    expect(other.status).toBe(200);
    mine[0].close();
    const again = async () => {
      const stream = await watch('198.51.100.7');
      stream.close();
      return stream.status;
    };
    await expect.poll(again, { timeout: 5000 }).toBe(200);
    for (const stream of [mine[1], other]) stream.close();
  });
});
