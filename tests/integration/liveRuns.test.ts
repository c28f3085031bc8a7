// Watching witnessed runs over real HTTP (spectators following a run as it is played): the live list, a
// Server-Sent Events spectator that gets every batch once across a reconnect with Last-Event-ID, a daily run's
// stream closed until its day is over, rate limits per client and per run, expiry of abandoned runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_VERSION, type Action } from '../../src/engine';
import { decodeActions, encodeActions } from '../../src/engine/save/actionCodec';
import type {
  DailyResponse,
  LiveRunsResponse,
  RegisterRunResponse,
  RunStreamActions,
  RunStreamStart,
  RunStreamStatus,
} from '../../src/shared/api';
import { expiredMessage } from '../../server/http/refusals';
import { padRun, playRun, submissionFor, testRunSecret } from '../support/engine/runs';
import { toGameStatsBody } from '../../src/shared/api';
import { getJson, postJson } from '../support/server/http';
import { startLiveApp, type LiveApp } from '../support/server/liveApp';
import { openStream, type StreamEvent } from '../support/server/sse';
import { drawOpenDay } from '../support/server/witness';

let app: LiveApp;
beforeAll(async () => {
  app = await startLiveApp({
    now: '2026-11-23T10:00:00.000Z',
    config: { RUNS_HEARTBEAT_MS: 100, RUNS_SWEEP_MS: 50 },
  });
});
afterAll(() => app.stop());

async function register(name: string, secret: string, extra: Record<string, unknown> = {}, base = app.url) {
  const res = await postJson(`${base}/api/runs`, { name, rulesVersion: RULES_VERSION, runSecret: secret, ...extra });
  expect(res.status).toBe(201);
  return JSON.parse(res.text) as RegisterRunResponse;
}

function send(id: string, from: number, actions: readonly Action[], secret: string, base = app.url) {
  return postJson(`${base}/api/runs/${id}/actions`, { from, actions: encodeActions(actions), runSecret: secret });
}

const actionsOf = (e: StreamEvent) => JSON.parse(e.data) as RunStreamActions;
const isActions = (e: StreamEvent) => e.event === 'actions';

describe('GET /api/runs/:id/events', () => {
  it('sends the log so far, then each batch once, a heartbeat, and resumes after Last-Event-ID', async () => {
    const secret = testRunSecret('watched');
    const run = await register('Watched One', secret);
    const state = padRun(playRun('Watched One', run.seed, 200, 6), 200);
    const all = state.actions;
    expect((await send(run.id, 0, all.slice(0, 40), secret)).status).toBe(200);

    const first = await openStream(`${app.url}/api/runs/${run.id}/events`);
    expect([first.status, first.contentType]).toEqual([200, 'text/event-stream; charset=utf-8']);
    const start = JSON.parse((await first.next((e) => e.event === 'run')).data) as RunStreamStart;
    expect(start).toEqual({
      id: run.id,
      name: 'Watched One',
      rulesVersion: RULES_VERSION,
      seed: run.seed,
      startedAt: '2026-11-23T10:00:00.000Z',
      witnessed: 40,
      outcome: 'playing',
      entryId: null,
    });
    const sofar = await first.next(isActions);
    expect(sofar.id).toBe('40');
    expect(actionsOf(sofar)).toMatchObject({ from: 0, actions: encodeActions(all.slice(0, 40)) });
    for (const from of [40, 60]) {
      expect((await send(run.id, from, all.slice(from, from + 20), secret)).status).toBe(200);
      const got = await first.next((e) => isActions(e) && e.id === String(from + 20));
      expect(actionsOf(got)).toMatchObject({ from, actions: encodeActions(all.slice(from, from + 20)) });
    }
    await first.next(() => first.heartbeats > 0);
    // Disconnected: two batches go by; the reconnect names the last event it had.
    const lastId = first.events.filter(isActions).at(-1)!.id!;
    first.close();
    for (const from of [80, 100])
      expect((await send(run.id, from, all.slice(from, from + 20), secret)).status).toBe(200);
    const second = await openStream(`${app.url}/api/runs/${run.id}/events`, lastId);
    const resumed = await second.next(isActions);
    expect([resumed.id, actionsOf(resumed).from]).toEqual(['120', 80]);
    expect((await send(run.id, 120, all.slice(120, 200), secret)).status).toBe(200);
    await second.next((e) => isActions(e) && e.id === '200');
    // Every action reached the spectator exactly once, in order.
    const received = [...first.events, ...second.events].filter(isActions).map(actionsOf);
    let log = '';
    for (const batch of received) {
      expect(batch.from).toBe(decodeActions(log, 1_000_000)!.length);
      log += batch.actions;
    }
    expect(log).toBe(encodeActions(all));
    second.close();
  });

  it('says when the run is inscribed; a stream of an unknown run is 404', async () => {
    const secret = testRunSecret('inscribed');
    const run = await register('Inscribed One', secret);
    const state = playRun('Inscribed One', run.seed, 80, 4);
    expect((await send(run.id, 0, state.actions, secret)).status).toBe(200);
    const stream = await openStream(`${app.url}/api/runs/${run.id}/events`);
    await stream.next(isActions);
    const res = await postJson(
      `${app.url}/api/game-stats`,
      toGameStatsBody(submissionFor(state, { runSecret: secret })),
    );
    expect(res.status).toBe(201);
    const status = JSON.parse((await stream.next((e) => e.event === 'status')).data) as RunStreamStatus;
    expect(status).toEqual({ outcome: 'playing', entryId: (JSON.parse(res.text) as { id: string }).id });
    stream.close();
    const missing = await openStream(`${app.url}/api/runs/no-such-run/events`);
    expect(missing.status).toBe(404);
  });

  it("keeps a daily run's stream closed, and the run out of the live list, until its day is over", async () => {
    app.setNow('2026-11-23T10:00:00.000Z');
    // An open day (drawn before sealed dailies): its run is registered unsealed, so the stream would show its seed.
    const seed = await drawOpenDay(app.repos, '2026-11-23', '2026-11-23T00:00:01.000Z');
    const today = (await getJson<DailyResponse>(`${app.url}/api/daily`)).json;
    const secret = testRunSecret('daily-live');
    const run = await register('Daily Watched', secret, { daily: today.day });
    expect(run.seed).toBe(seed);
    const state = playRun('Daily Watched', run.seed, 60, 8);
    expect((await send(run.id, 0, state.actions, secret)).status).toBe(200);
    const closed = await openStream(`${app.url}/api/runs/${run.id}/events`);
    expect([closed.status, JSON.parse(closed.text)]).toEqual([
      403,
      {
        error: 'This daily challenge is still running. Its runs can be watched after 2026-11-24 01:00 UTC.',
        code: 'daily-run-hidden',
      },
    ]);
    const listed = (await getJson<LiveRunsResponse>(`${app.url}/api/runs/live`)).json.runs.map((r) => r.id);
    expect(listed).not.toContain(run.id);
    app.setNow('2026-11-24T00:59:59.000Z');
    expect((await openStream(`${app.url}/api/runs/${run.id}/events`)).status).toBe(403);
    app.setNow('2026-11-24T01:00:00.000Z');
    const open = await openStream(`${app.url}/api/runs/${run.id}/events`);
    expect(open.status).toBe(200);
    expect(actionsOf(await open.next(isActions)).actions).toBe(encodeActions(state.actions));
    open.close();
    app.setNow('2026-11-23T10:00:00.000Z');
  });
});

describe('GET /api/runs/live', () => {
  it('lists runs in progress, busiest first, bounded; ended, idle and never-moved runs are left out', async () => {
    const other = await startLiveApp({ now: '2026-11-20T10:00:00.000Z' });
    try {
      const runs: Record<string, RegisterRunResponse> = {};
      for (const name of ['Busy Bee', 'Slow Snail', 'Idle Ida', 'Silent Sam'])
        runs[name] = await register(name, testRunSecret(name), {}, other.url);
      const play = (name: string, steps: number) => padRun(playRun(name, runs[name].seed, steps, 1), steps).actions;
      other.setNow('2026-11-20T09:40:00.000Z');
      expect(
        (await send(runs['Idle Ida'].id, 0, play('Idle Ida', 50), testRunSecret('Idle Ida'), other.url)).status,
      ).toBe(200);
      other.setNow('2026-11-20T10:00:00.000Z');
      expect(
        (await send(runs['Slow Snail'].id, 0, play('Slow Snail', 5), testRunSecret('Slow Snail'), other.url)).status,
      ).toBe(200);
      const busy = play('Busy Bee', 60);
      for (let at = 0; at < 60; at += 20)
        expect(
          (await send(runs['Busy Bee'].id, at, busy.slice(at, at + 20), testRunSecret('Busy Bee'), other.url)).status,
        ).toBe(200);
      const list = (await getJson<LiveRunsResponse>(`${other.url}/api/runs/live`)).json;
      expect(list.runs.map((r) => r.name)).toEqual(['Busy Bee', 'Slow Snail']);
      expect(list.runs[0]).toEqual({
        id: runs['Busy Bee'].id,
        name: 'Busy Bee',
        floor: expect.any(Number),
        score: expect.any(Number),
        updatedAt: '2026-11-20T10:00:00.000Z',
      });
      expect((await getJson<LiveRunsResponse>(`${other.url}/api/runs/live?limit=1`)).json.runs).toHaveLength(1);
      expect((await getJson(`${other.url}/api/runs/live?limit=101`)).status).toBe(400);
    } finally {
      await other.stop();
    }
  });
});

describe('rate limits', () => {
  it('limit registrations per client, and batches per client and per run, before the body is read', async () => {
    const limited = await startLiveApp({
      config: {
        RATE_LIMIT_ENABLED: true,
        RATE_LIMIT_REGISTER_MAX: 3,
        RATE_LIMIT_RUN_BATCH_MAX: 2,
        RATE_LIMIT_BATCH_MAX: 5,
        RATE_LIMIT_WATCH_MAX: 2,
      },
    });
    try {
      const a = await register('Limited A', testRunSecret('la'), {}, limited.url);
      const b = await register('Limited B', testRunSecret('lb'), {}, limited.url);
      const c = await register('Limited C', testRunSecret('lc'), {}, limited.url);
      const fourth = await postJson(`${limited.url}/api/runs`, {
        name: 'Limited D',
        rulesVersion: RULES_VERSION,
        runSecret: testRunSecret('ld'),
      });
      expect([fourth.status, fourth.text]).toEqual([429, 'Too many runs begun. Please wait a minute and try again.']);
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
      const move: Action[] = [{ type: 'move', direction: 'right' }];
      expect((await send(a.id, 0, move, testRunSecret('la'), limited.url)).status).toBe(200);
      expect((await send(a.id, 1, move, testRunSecret('la'), limited.url)).status).toBe(200);
      const third = await send(a.id, 2, move, testRunSecret('la'), limited.url);
      expect([third.status, third.text]).toEqual([
        429,
        'Too many batches for this run. Please wait a minute and try again.',
      ]);
      // Another run of the same client still has its own budget, until the client's is spent.
      expect((await send(b.id, 0, move, testRunSecret('lb'), limited.url)).status).toBe(200);
      expect((await send(c.id, 0, move, testRunSecret('lc'), limited.url)).status).toBe(200);
      const client = await send(c.id, 1, move, testRunSecret('lc'), limited.url);
      expect([client.status, client.text]).toEqual([429, 'Too many moves sent. Please wait a minute and try again.']);
      // A refused batch is never read: the run did not move.
      expect((await limited.repos.liveRuns.get(a.id))?.count).toBe(2);
      const streams = [
        await openStream(`${limited.url}/api/runs/${a.id}/events`),
        await openStream(`${limited.url}/api/runs/${a.id}/events`),
      ];
      const third_stream = await openStream(`${limited.url}/api/runs/${a.id}/events`);
      expect(third_stream.status).toBe(429);
      for (const s of streams) s.close();
    } finally {
      await limited.stop();
    }
  });
});

describe('a flood of spectators', () => {
  it('past RUNS_STREAMS_MAX open streams, 503 with Retry-After; a closed stream frees its place', async () => {
    const capped = await startLiveApp({ config: { RUNS_STREAMS_MAX: 2 } });
    try {
      const run = await register('Crowded', testRunSecret('crowded'), {}, capped.url);
      const url = `${capped.url}/api/runs/${run.id}/events`;
      const open = [await openStream(url), await openStream(url)];
      expect(open.map((s) => s.status)).toEqual([200, 200]);
      const refused = await fetch(url, { headers: { accept: 'text/event-stream' } });
      expect([refused.status, await refused.json()]).toEqual([
        503,
        { error: 'Too many spectators on this server. Please try again in a few seconds.' },
      ]);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      open[0].close();
      await expect.poll(async () => (await openStream(url)).status, { timeout: 5000 }).toBe(200);
      open[1].close();
    } finally {
      await capped.stop();
    }
  });
});

describe('expiry', () => {
  it('expires a run with no move for 30 days: batches and streams answer 410, its figures stay', async () => {
    app.setNow('2026-11-23T10:00:00.000Z');
    const secret = testRunSecret('abandoned');
    const run = await register('Abandoned', secret);
    // Padded to 40: a random walk on a random seed may die sooner.
    const state = padRun(playRun('Abandoned', run.seed, 40, 2), 40);
    expect((await send(run.id, 0, state.actions, secret)).status).toBe(200);
    // 29 days and 23 hours later the run is still there.
    app.setNow('2026-12-23T09:00:00.000Z');
    await app.live.service.sweep();
    expect((await app.repos.liveRuns.get(run.id))?.expired).toBe(false);
    app.setNow('2026-12-23T10:00:00.000Z');
    const late = await send(run.id, 40, [{ type: 'rest' }], secret);
    expect([late.status, late.text]).toEqual([410, expiredMessage(30 * 86_400_000)]);
    // The sweep (every RUNS_SWEEP_MS) drops its log and its kept state.
    await expect.poll(() => app.repos.liveRuns.get(run.id)).toMatchObject({ expired: true, actions: '', count: 40 });
    const stream = await openStream(`${app.url}/api/runs/${run.id}/events`);
    expect([stream.status, JSON.parse(stream.text)]).toEqual([
      410,
      { error: 'This run has expired: it had no move for 30 days', code: 'run-expired' },
    ]);
    app.setNow('2026-11-23T10:00:00.000Z');
  });
});
