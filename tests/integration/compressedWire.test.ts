// Run records on the wire compressed, over real HTTP on real SQLite: the client's gzip submission is
// verified and stored, submissions from tabs opened before it (plain JSON) still are, and a stored
// run is served gzipped to whoever accepts it.
import http from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitScore } from '../../src/api/calls';
import { toGameStatsBody, type HighScore } from '../../src/shared/api';
import { decodeActions } from '../../src/engine/save/actionCodec';
import { startApp, type TestServer } from '../support/server/process';
import { postJson } from '../support/server/http';
import { padRun, playRun, submissionFor } from '../support/engine/runs';

let server: TestServer;
beforeAll(async () => {
  server = await startApp();
});
afterAll(() => server.stop());
afterEach(() => vi.unstubAllGlobals());

/** What the client sent with each call: the real client code runs, its relative paths sent to the test server. */
function recordClientCalls(): RequestInit[] {
  const sent: RequestInit[] = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    sent.push(init);
    return realFetch(`${server.url}${path}`, init);
  });
  return sent;
}

/** A raw GET (node:http sends no Accept-Encoding unless told): status, headers and the bytes as sent. */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** POSTs bytes as gzip-encoded JSON. */
async function postGzip(body: Uint8Array): Promise<{ status: number; text: string }> {
  const res = await fetch(`${server.url}/api/game-stats`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    // A copy over a plain ArrayBuffer: what fetch's types ask for (Buffers may share a pooled one).
    body: new Uint8Array(body),
  });
  return { status: res.status, text: await res.text() };
}

describe('POST /api/game-stats, compressed', () => {
  it('the client sends its submission gzipped; the server verifies and stores it', async () => {
    const sent = recordClientCalls();
    const submission = submissionFor(playRun('Gawain', 'gawain-seed', 300));
    const entry = await submitScore({ ...submission, isPremium: false });
    expect(entry).toMatchObject({
      playerName: 'Gawain',
      finalScore: submission.finalScore,
      level: submission.level,
      gold: submission.gold,
      rank: 1,
    });
    const init = sent[0];
    expect((init.headers as Record<string, string>)['Content-Encoding']).toBe('gzip');
    const bytes = init.body as Uint8Array;
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(
      toGameStatsBody({ ...submission, isPremium: false }),
    );
  });

  it('a 10,000-action run crosses in about a third of the bytes and is verified', async () => {
    const sent = recordClientCalls();
    const submission = {
      ...submissionFor(padRun(playRun('Percival', 'percival-seed', 2000), 10_000)),
      isPremium: false,
    };
    const entry = await submitScore(submission);
    expect(entry.finalScore).toBe(submission.finalScore);
    const plain = JSON.stringify(toGameStatsBody(submission)).length;
    const compressed = (sent[0].body as Uint8Array).length;
    expect(compressed).toBeLessThan(plain / 2.5);
    const stored = await rawGet(`/api/scores/${entry.id}/run?compact=1`);
    expect(decodeActions(JSON.parse(stored.bytes.toString('utf8')).actions, 100_000)).toHaveLength(10_000);
  });

  it('a gzipped submission whose claimed figures differ from its run is refused like a plain one', async () => {
    const body = toGameStatsBody(submissionFor(playRun('Mordred', 'mordred-seed', 200)));
    const res = await postGzip(gzipSync(JSON.stringify({ ...body, finalScore: body.finalScore + 1000 })));
    expect(res.status).toBe(422);
    expect(res.text).toBe(
      `Score refused: claimed finalScore ${body.finalScore + 1000} does not match the replayed run (${body.finalScore})`,
    );
  });

  it('a gzip bomb (40 KB inflating past the 1 MB body limit) is refused with 413', async () => {
    const bomb = gzipSync(`{"playerName":"${' '.repeat(6 * 1024 * 1024)}"}`, { level: 9 });
    expect(bomb.length).toBeLessThan(40 * 1024);
    const res = await postGzip(bomb);
    expect(res.status).toBe(413);
    expect(res.text).toBe('Request body too large');
  });

  it('a body that says gzip but is not, or is cut short, is a 400 with a clear text', async () => {
    const whole = gzipSync(JSON.stringify(toGameStatsBody(submissionFor(playRun('Kay', 'kay-seed', 100)))));
    for (const bad of [new TextEncoder().encode('{"playerName":"Kay"}'), whole.subarray(0, whole.length - 30)]) {
      expect(await postGzip(bad)).toEqual({ status: 400, text: 'Malformed compressed body' });
    }
  });
});

describe('POST /api/game-stats from a tab opened before compression', () => {
  it('plain JSON with the compact log is still verified and stored', async () => {
    const submission = submissionFor(playRun('Bedivere', 'bedivere-seed', 250));
    const res = await postJson(`${server.url}/api/game-stats`, toGameStatsBody(submission));
    expect(res.status).toBe(201);
    expect((JSON.parse(res.text) as HighScore).finalScore).toBe(submission.finalScore);
  });

  it('plain JSON with the action objects (the oldest clients, a form since dropped) is refused with 400', async () => {
    const submission = submissionFor(playRun('Galahad', 'galahad-seed', 250));
    const res = await postJson(`${server.url}/api/game-stats`, submission);
    expect(res.status).toBe(400);
    expect(res.text).toBe('Invalid field run.actions: send the compact action log as text');
  });
});

describe('GET /api/scores/:id/run, compressed', () => {
  let id = '';
  beforeAll(async () => {
    const res = await postJson(
      `${server.url}/api/game-stats`,
      toGameStatsBody(submissionFor(playRun('Lamorak', 'lamorak-seed', 1500))),
    );
    id = (JSON.parse(res.text) as HighScore).id;
  });

  it('is gzipped for a client that accepts gzip, and reads back to the same run', async () => {
    const plain = await rawGet(`/api/scores/${id}/run`);
    const zipped = await rawGet(`/api/scores/${id}/run`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 10);
  });

  it('is plain JSON for a client that sends no Accept-Encoding', async () => {
    const plain = await rawGet(`/api/scores/${id}/run?compact=1`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.bytes.toString('utf8'))).toMatchObject({ playerName: 'Lamorak', seed: 'lamorak-seed' });
  });

  it("the replay viewer's fetch reads the gzipped compact form transparently", async () => {
    const res = await fetch(`${server.url}/api/scores/${id}/run?compact=1`, {
      headers: { Accept: 'application/json' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = (await res.json()) as { actions: string };
    expect(decodeActions(body.actions, 100_000)).toHaveLength(1500);
  });
});
