// Sealed runs over real HTTP on a real SQLite file (docs/OPERATIONS.md, "Sealed runs"): the server draws
// the seed and keeps it; registration answers a commitment and a view, each action a view, the public
// record reveals the seed and the log only once the run has ended, and they replay to the last view.
// Every answer before the end is searched for the seed.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RULES_VERSION,
  applyViewChanges,
  replay,
  rulesOf,
  viewOf,
  type GameView,
  type ViewChanges,
} from '../../src/engine';
import { decodeActions, encodeActions } from '../../src/engine/save/actionCodec';
import {
  MAX_RUN_ACTIONS,
  PastDailyResponseSchema,
  RunRecordResponseSchema,
  RunStreamViewSchema,
  type DailyResponse,
  type HighScore,
  type RunRecordResponse,
  type SearchScoresResponse,
  toGameStatsBody,
} from '../../src/shared/api';
import {
  SEALED_RUN_OPEN_MESSAGE,
  SEALED_RUN_OVER_MESSAGE,
  SEALED_RUN_PLAYING_MESSAGE,
  SEALED_WRONG_SECRET_MESSAGE,
  WRONG_SECRET_MESSAGE,
  gapMessage,
  liveRunNotFoundMessage,
  sealedDailyRulesMessage,
} from '../../server/http/refusals';
import { dailyRunsOpenAt } from '../../src/shared/daily';
import { MALFORMED_BATCH_MESSAGE } from '../../server/runs/log';
import { nextAction, submissionFor, testRunSecret } from '../support/engine/runs';
import { getJson, postJson } from '../support/server/http';
import { openStream } from '../support/server/sse';
import { startLiveApp, type LiveApp } from '../support/server/liveApp';
import {
  playSealed,
  recklessAction,
  registerSealed,
  sendSealed,
  stepSealed,
  type SealedClient,
} from '../support/server/sealed';
import { seededRandom } from '../support/random';

/** The seeds the server draws, one per registration, in order (each 128 bits as 32 hex digits). */
const SEEDS = Array.from({ length: 40 }, (_, i) =>
  createHash('sha256').update(`sealed ${i}`).digest('hex').slice(0, 32),
);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

let app: LiveApp;
let drawn = 0;
/** The seed the next registration draws. */
const nextSeed = () => SEEDS[drawn++];

beforeAll(async () => {
  app = await startLiveApp({ runSeeds: [...SEEDS] });
});
afterAll(() => app.stop());

async function record(id: string, base = app.url): Promise<{ status: number; text: string; body: RunRecordResponse }> {
  const res = await getJson(`${base}/api/runs/${id}`);
  return {
    status: res.status,
    text: res.text,
    body: res.status === 200 ? RunRecordResponseSchema.parse(res.json) : (undefined as never),
  };
}

/** The view the engine reaches replaying a revealed record from its start. */
function replayedView(name: string, revealed: RunRecordResponse): GameView {
  const actions = decodeActions(revealed.actions ?? '', MAX_RUN_ACTIONS) ?? [];
  return viewOf(replay({ rulesVersion: revealed.rulesVersion, seed: revealed.seed ?? '', name, actions }));
}

describe('POST /api/runs with sealed: true', () => {
  it('answers 201 with the id, rules version, start, the commitment to a seed it keeps, and the first view', async () => {
    const seed = nextSeed();
    const res = await postJson(`${app.url}/api/runs`, {
      name: 'Sealed Ada',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('sealed-ada'),
      sealed: true,
    });
    expect(res.status).toBe(201);
    expect(res.text).not.toContain(seed);
    const body = JSON.parse(res.text) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['commitment', 'id', 'rulesVersion', 'startedAt', 'view']);
    expect(body).toMatchObject({ rulesVersion: RULES_VERSION, startedAt: '2026-11-15T12:00:00.000Z' });
    // The commitment is the SHA-256 of the seed string the record reveals at the end.
    expect(body.commitment).toBe(sha256(seed));
    const view = body.view as GameView;
    expect(view.actionCount).toBe(0);
    expect(view.dungeon.level).toBe(1);
    expect(Object.keys(view)).not.toContain('seed');
    expect(Object.keys(view)).not.toContain('rng');
    const stored = await app.repos.liveRuns.get(body.id as string);
    expect(stored).toMatchObject({ seed, sealed: true, count: 0 });
  });

  it('leaves an open registration as it was: the seed in the answer', async () => {
    const seed = nextSeed();
    const res = await postJson(`${app.url}/api/runs`, {
      name: 'Open Ada',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('open-ada'),
      sealed: false,
    });
    expect(res.status).toBe(201);
    expect(Object.keys(JSON.parse(res.text) as object).sort()).toEqual(['id', 'rulesVersion', 'seed', 'startedAt']);
    expect(JSON.parse(res.text)).toMatchObject({ seed });
  });
});

describe('a sealed run played one action a request', () => {
  let client: SealedClient;
  let seed: string;
  beforeAll(async () => {
    seed = nextSeed();
    client = await registerSealed(app.url, {
      name: 'Sealed Grace',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('sealed-grace'),
    });
  });

  it('answers each action with the count and the view after it, none holding the seed', async () => {
    await playSealed(client, 60);
    expect(client.view.actionCount).toBe(60);
    for (const text of client.answers) expect(text).not.toContain(seed);
    const stored = await app.repos.liveRuns.get(client.id);
    expect(stored?.count).toBe(60);
  });

  it('checks the secret first, then the batch: 403, 409, 422 with their texts; a resent action changes nothing', async () => {
    const wrong = await postJson(`${app.url}/api/runs/${client.id}/actions`, {
      from: 60,
      actions: 'r',
      runSecret: testRunSecret('stranger'),
    });
    expect([wrong.status, wrong.text]).toEqual([403, WRONG_SECRET_MESSAGE]);
    const gap = await sendSealed(client, [{ type: 'rest' }], 70);
    expect([gap.status, gap.text]).toEqual([409, gapMessage(70, 60)]);
    const malformed = await postJson(`${app.url}/api/runs/${client.id}/actions`, {
      from: 60,
      actions: '\u0001',
      runSecret: client.runSecret,
    });
    expect([malformed.status, malformed.text]).toEqual([422, MALFORMED_BATCH_MESSAGE]);
    const missing = await postJson(`${app.url}/api/runs/nothing-here/actions`, {
      from: 0,
      actions: 'r',
      runSecret: client.runSecret,
    });
    expect([missing.status, missing.text]).toEqual([404, liveRunNotFoundMessage('nothing-here')]);
    // The last action again at its place (its answer lost): 200, the same view; an empty batch: the view now.
    const before = client.view;
    const again = await postJson(`${app.url}/api/runs/${client.id}/actions`, {
      from: 59,
      actions: (await app.repos.liveRuns.get(client.id))!.actions.slice(-1),
      runSecret: client.runSecret,
    });
    expect(again.status).toBe(200);
    expect(JSON.parse(again.text)).toEqual({ witnessed: 60, view: before });
    const resume = await sendSealed(client, [], 60);
    expect([resume.status, JSON.parse(resume.text)]).toEqual([200, { witnessed: 60, view: before }]);
  });

  it('GET /api/runs/:id: the public record with the commitment and no seed while it plays', async () => {
    const res = await record(client.id);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(seed);
    expect(res.body).toEqual({
      id: client.id,
      name: 'Sealed Grace',
      rulesVersion: RULES_VERSION,
      startedAt: '2026-11-15T12:00:00.000Z',
      updatedAt: '2026-11-15T12:00:00.000Z',
      sealed: true,
      daily: null,
      witnessed: 60,
      floor: client.view.dungeon.level,
      score: client.view.score,
      outcome: 'playing',
      ended: false,
      entryId: null,
      commitment: sha256(seed),
    });
  });

  it('ended by its owner: the record reveals the seed and log, which match the commitment and replay to the last view', async () => {
    const wrong = await postJson(`${app.url}/api/runs/${client.id}/end`, { runSecret: testRunSecret('stranger') });
    expect(wrong.status).toBe(403);
    expect((await record(client.id)).body.seed).toBeUndefined();
    const end = await postJson(`${app.url}/api/runs/${client.id}/end`, { runSecret: client.runSecret });
    expect(end.status).toBe(204);
    const revealed = (await record(client.id)).body;
    expect(revealed).toMatchObject({ ended: true, outcome: 'playing', seed, commitment: sha256(seed) });
    expect(sha256(revealed.seed ?? '')).toBe(revealed.commitment);
    expect(replayedView('Sealed Grace', revealed)).toEqual(client.view);
    // Its seed is public now: the run takes no more moves.
    const after = await sendSealed(client, [{ type: 'rest' }]);
    expect([after.status, after.text]).toEqual([409, SEALED_RUN_OVER_MESSAGE]);
  });
});

describe('a sealed run that dies', () => {
  it('reveals its seed once dead, with no end call, and its log replays to the death', async () => {
    const seed = nextSeed();
    const client = await registerSealed(app.url, {
      name: 'Sealed Doom',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('sealed-doom'),
    });
    // A reckless explorer, choosing from its views only, never resting: it dies within 3,000 actions.
    const random = seededRandom(3);
    let steps = 0;
    while (client.view.gameStatus !== 'Game Over' && steps++ < 3000)
      await stepSealed(client, recklessAction(client.view, random));
    expect(client.view.gameStatus).toBe('Game Over');
    for (const text of client.answers) expect(text).not.toContain(seed);
    const revealed = (await record(client.id)).body;
    expect(revealed).toMatchObject({ outcome: 'died', ended: true, seed });
    expect(replayedView('Sealed Doom', revealed)).toEqual(client.view);
  });
});

describe('the kept state', () => {
  it('evicted or lost in a restart, the run carries on from its stored log to the same views', async () => {
    const dataDir = (await import('../support/server/process')).tempDir('sealed-restart-');
    const seeds = [SEEDS[30], SEEDS[31]];
    // One state kept at a time: two runs played in turns replay each other out at every action.
    let small = await startLiveApp({ dataDir, runSeeds: [...seeds], config: { RUNS_KEPT_MAX: 1 } });
    const reference = await startLiveApp({ runSeeds: [...seeds] });
    try {
      const secret = (label: string) => testRunSecret(`kept-${label}`);
      const a = await registerSealed(small.url, {
        name: 'Kept A',
        rulesVersion: RULES_VERSION,
        runSecret: secret('a'),
      });
      const b = await registerSealed(small.url, {
        name: 'Kept B',
        rulesVersion: RULES_VERSION,
        runSecret: secret('b'),
      });
      const ra = await registerSealed(reference.url, {
        name: 'Kept A',
        rulesVersion: RULES_VERSION,
        runSecret: secret('a'),
      });
      for (let i = 0; i < 15; i++) {
        await playSealed(a, 1, i);
        await playSealed(b, 1, i);
        await playSealed(ra, 1, i);
        expect(small.live.service.keptCount).toBe(1);
        expect(a.view).toEqual(ra.view);
      }
      await small.stop({ keepData: true });
      small = await startLiveApp({ dataDir, config: { RUNS_KEPT_MAX: 1 } });
      a.url = small.url;
      for (let i = 15; i < 30; i++) {
        await playSealed(a, 1, i);
        await playSealed(ra, 1, i);
        expect(a.view).toEqual(ra.view);
      }
      expect(a.view.actionCount).toBe(30);
    } finally {
      await small.stop();
      await reference.stop();
    }
  });
});

describe('GET /api/runs/:id', () => {
  it('answers 404 for an unknown id, and an open run its record with its seed', async () => {
    const missing = await getJson(`${app.url}/api/runs/no-such-run`);
    expect([missing.status, missing.json]).toEqual([
      404,
      { error: liveRunNotFoundMessage('no-such-run'), code: 'live-run-not-found' },
    ]);
    const seed = nextSeed();
    const open = await postJson(`${app.url}/api/runs`, {
      name: 'Open Record',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('open-record'),
    });
    const { id } = JSON.parse(open.text) as { id: string };
    const res = await record(id);
    expect(res.body).toMatchObject({ id, sealed: false, seed, ended: false, witnessed: 0 });
    expect(res.body.commitment).toBeUndefined();
    expect(res.body.actions).toBeUndefined();
  });
});

describe('spectators of a sealed run', () => {
  it('receive its whole view on connecting, then what changed after each action; never its seed or log', async () => {
    const seed = nextSeed();
    const client = await registerSealed(app.url, {
      name: 'Sealed Watched',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('sealed-watched'),
    });
    await playSealed(client, 5);
    const stream = await openStream(`${app.url}/api/runs/${client.id}/events`);
    try {
      expect(stream.status).toBe(200);
      const start = await stream.next((e) => e.event === 'sealed');
      expect(start.id).toBe('5');
      expect(JSON.parse(start.data)).toEqual({
        id: client.id,
        name: 'Sealed Watched',
        rulesVersion: RULES_VERSION,
        startedAt: '2026-11-15T12:00:00.000Z',
        witnessed: 5,
        outcome: 'playing',
        entryId: null,
        commitment: sha256(seed),
        view: client.view,
      });
      let watched = client.view;
      for (let i = 0; i < 12; i++) {
        const from = client.view.actionCount;
        await playSealed(client, 1, 20 + i);
        const event = await stream.next((e) => e.event === 'view' && e.id === String(from + 1));
        const data = RunStreamViewSchema.parse(JSON.parse(event.data));
        expect(data).toMatchObject({ from, outcome: 'playing', floor: client.view.dungeon.level });
        watched = applyViewChanges(watched, data.changes) ?? (undefined as never);
        expect(watched).toEqual(client.view);
      }
      expect(stream.events.map((e) => e.event)).not.toContain('run');
      expect(stream.events.map((e) => e.event)).not.toContain('actions');
      for (const e of stream.events) expect(e.data).not.toContain(seed);
    } finally {
      stream.close();
    }
    // Coming back with Last-Event-ID: the whole view again, as it is now.
    const again = await openStream(`${app.url}/api/runs/${client.id}/events`, '9');
    try {
      const start = await again.next((e) => e.event === 'sealed');
      expect(JSON.parse(start.data)).toMatchObject({ witnessed: 17, view: client.view });
      expect(start.data).not.toContain(seed);
    } finally {
      again.close();
    }
  });
});

describe('rate limits of a sealed run', () => {
  it('count its owner’s requests per run and per client apart from batches; a stranger’s count as batches', async () => {
    const limited = await startLiveApp({
      runSeeds: [SEEDS[35]],
      config: {
        RATE_LIMIT_ENABLED: true,
        RATE_LIMIT_BATCH_MAX: 5,
        RATE_LIMIT_RUN_BATCH_MAX: 2,
        RATE_LIMIT_RUN_SEALED_MAX: 12,
      },
    });
    try {
      const client = await registerSealed(limited.url, {
        name: 'Sealed Busy',
        rulesVersion: RULES_VERSION,
        runSecret: testRunSecret('sealed-busy'),
      });
      // Twelve actions, one a request: past both batch limits, within the sealed run's own.
      await playSealed(client, 12);
      const over = await sendSealed(client, [{ type: 'rest' }]);
      expect([over.status, over.text]).toEqual([
        429,
        'Too many moves for this run. Please wait a minute and try again.',
      ]);
      const stranger = () =>
        postJson(`${limited.url}/api/runs/${client.id}/actions`, {
          from: 12,
          actions: 'r',
          runSecret: testRunSecret('stranger'),
        });
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) answers.push((await stranger()).status);
      expect(answers).toEqual([403, 403, 403, 403, 403, 429]);
    } finally {
      await limited.stop();
    }
  });
});

describe('inscribing a sealed run', () => {
  it('names the run and its secret, sends no log; the server scores the run it holds and marks it sealed', async () => {
    const seed = nextSeed();
    const client = await registerSealed(app.url, {
      name: 'Sealed Scribe',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('sealed-scribe'),
    });
    await playSealed(client, 40);
    const inscribe = (extra: Record<string, unknown>) =>
      postJson(`${app.url}/api/game-stats`, {
        playerName: 'Sealed Scribe',
        isPremium: false,
        runId: client.id,
        runSecret: client.runSecret,
        ...extra,
      });
    // While it plays, an entry would serve its seed on the entry's replay: not yet.
    const playing = await inscribe({});
    expect([playing.status, playing.text]).toEqual([409, SEALED_RUN_PLAYING_MESSAGE]);
    expect((await postJson(`${app.url}/api/runs/${client.id}/end`, { runSecret: client.runSecret })).status).toBe(204);
    const wrong = await inscribe({ runSecret: testRunSecret('stranger') });
    expect([wrong.status, wrong.text]).toEqual([403, SEALED_WRONG_SECRET_MESSAGE]);
    const unknown = await inscribe({ runId: 'no-such-run' });
    expect([unknown.status, unknown.text]).toEqual([404, liveRunNotFoundMessage('no-such-run')]);
    const open = await postJson(`${app.url}/api/runs`, {
      name: 'Open Scribe',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('open-scribe'),
    });
    nextSeed();
    const openRun = await inscribe({
      runId: (JSON.parse(open.text) as { id: string }).id,
      runSecret: testRunSecret('open-scribe'),
    });
    expect([openRun.status, openRun.text]).toEqual([422, SEALED_RUN_OPEN_MESSAGE]);

    const res = await inscribe({});
    expect(res.status, res.text).toBe(201);
    const entry = JSON.parse(res.text) as HighScore;
    expect(entry).toMatchObject({
      playerName: 'Sealed Scribe',
      finalScore: client.view.score,
      dungeonLevel: client.view.dungeon.level,
      witnessed: true,
      sealed: true,
    });
    const board = await getJson<HighScore[]>(`${app.url}/api/high-scores?limit=100`);
    expect(board.json.find((row) => row.id === entry.id)).toMatchObject({ sealed: true, witnessed: true });
    const search = await getJson<SearchScoresResponse>(`${app.url}/api/search-scores?search=sealed%20scribe`);
    expect(search.json.scores).toMatchObject([{ id: entry.id, sealed: true }]);
    // The run links to its entry; the entry's replay is the run the server held.
    expect((await record(client.id)).body.entryId).toBe(entry.id);
    const served = await getJson<{ seed: string; actions: string }>(`${app.url}/api/scores/${entry.id}/run?compact=1`);
    expect(served.json).toMatchObject({ seed, actions: (await record(client.id)).body.actions });
    // An open witnessed entry carries no sealed mark.
    expect(board.json.filter((row) => row.sealed !== undefined).map((row) => row.id)).toEqual([entry.id]);
  });
});

describe('a sealed daily', () => {
  // Only rules whose seed has a world and a dice part can share a day's world without its rolls
  // (src/engine/dungeon/worldSeed.ts); version 4 is the first. The other case runs under the rest.
  const worldAndDice = rulesOf({ rulesVersion: RULES_VERSION }).worldAndDice;

  it.skipIf(worldAndDice)('is refused under rules whose dungeon and dice come from one seed, saying so', async () => {
    const today = (await getJson<DailyResponse>(`${app.url}/api/daily`)).json;
    const res = await postJson(`${app.url}/api/runs`, {
      name: 'Sealed Daily',
      rulesVersion: today.rulesVersion,
      runSecret: testRunSecret('sealed-daily'),
      daily: today.day,
      sealed: true,
    });
    expect([res.status, res.text]).toEqual([422, sealedDailyRulesMessage(today.day, today.rulesVersion ?? 0)]);
    expect(res.text).not.toContain(`daily-${today.day}-`);
  });

  it.skipIf(!worldAndDice)(
    "two of one day begin in the day's world with dice of their own, hidden until the day is over",
    async () => {
      const day = await startLiveApp({ runSeeds: [SEEDS[36], SEEDS[37]], now: '2026-11-16T09:00:00.000Z' });
      try {
        const today = (await getJson<DailyResponse>(`${day.url}/api/daily`)).json;
        // The day's seed is in no answer while the day runs: read from the store to look for it.
        expect(today.seed).toBeUndefined();
        const daySeed = (await day.repos.daily.find(today.day))?.seed ?? 'no draw';
        const begin = (label: string) =>
          registerSealed(
            day.url,
            { name: `Daily ${label}`, rulesVersion: RULES_VERSION, runSecret: testRunSecret(`daily-${label}`) },
            { daily: today.day },
          );
        const a = await begin('a');
        const b = await begin('b');
        // The same first floor as far as a hero can see it, with other commitments.
        expect(a.view.dungeon).toEqual(b.view.dungeon);
        expect(a.registered.commitment).not.toBe(b.registered.commitment);
        await playSealed(a, 20);
        await playSealed(b, 20);
        for (const client of [a, b])
          expect((await postJson(`${day.url}/api/runs/${client.id}/end`, { runSecret: client.runSecret })).status).toBe(
            204,
          );
        // Its seed holds the day's world: nothing of it before the day and its grace are over.
        const hidden = await getJson(`${day.url}/api/runs/${a.id}`);
        expect(hidden.status).toBe(403);
        expect(hidden.text).not.toContain(daySeed);
        for (const client of [a, b]) for (const answer of client.answers) expect(answer).not.toContain(daySeed);
        expect((await openStream(`${day.url}/api/runs/${a.id}/events`)).status).toBe(403);
        expect((await getJson(`${day.url}/api/daily/${today.day}`)).status).toBe(403);
        day.setNow(dailyRunsOpenAt(today.day));
        // Then the day's seed is public, and each run's revealed seed is that world with its own dice.
        const { seed: publicSeed } = PastDailyResponseSchema.parse(
          (await getJson(`${day.url}/api/daily/${today.day}`)).json,
        );
        expect(publicSeed).toBe(daySeed);
        const ra = (await record(a.id, day.url)).body;
        const rb = (await record(b.id, day.url)).body;
        expect(ra).toMatchObject({ daily: today.day, seed: `${publicSeed}/${SEEDS[36]}` });
        expect(rb).toMatchObject({ daily: today.day, seed: `${publicSeed}/${SEEDS[37]}` });
        expect(sha256(ra.seed ?? '')).toBe(a.registered.commitment);
        expect(replayedView('Daily a', ra)).toEqual(a.view);
        expect(replayedView('Daily b', rb)).toEqual(b.view);
      } finally {
        await day.stop();
      }
    },
  );
});

describe('a revealed sealed run sent as a run record', () => {
  it('by its owner is the run the server dealt: witnessed and sealed', async () => {
    const client = await registerSealed(app.url, {
      name: 'Sealed Copy',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('sealed-copy'),
    });
    nextSeed();
    await playSealed(client, 25);
    await postJson(`${app.url}/api/runs/${client.id}/end`, { runSecret: client.runSecret });
    const revealed = (await record(client.id)).body;
    const actions = decodeActions(revealed.actions ?? '', MAX_RUN_ACTIONS) ?? [];
    const state = replay({ rulesVersion: RULES_VERSION, seed: revealed.seed ?? '', name: 'Sealed Copy', actions });
    const res = await postJson(
      `${app.url}/api/game-stats`,
      toGameStatsBody(submissionFor({ ...state, runSecret: client.runSecret })),
    );
    expect(res.status, res.text).toBe(201);
    expect(JSON.parse(res.text)).toMatchObject({ playerName: 'Sealed Copy', witnessed: true, sealed: true });
  });
});

describe('a sealed run answered with changes', () => {
  it('asked for changes from the count it has, answers what changed in the view; from elsewhere, the whole view', async () => {
    const client = await registerSealed(app.url, {
      name: 'Sealed Hugo',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('sealed-hugo'),
    });
    const random = seededRandom(11);
    for (let i = 0; i < 40 && client.view.gameStatus !== 'Game Over'; i++) {
      const from = client.view.actionCount;
      const res = await postJson(`${app.url}/api/runs/${client.id}/actions`, {
        from,
        actions: encodeActions([nextAction(client.view, random)]),
        runSecret: client.runSecret,
        changes: true,
      });
      expect(res.status, res.text).toBe(200);
      const answer = JSON.parse(res.text) as { witnessed: number; changes: ViewChanges };
      expect(answer.witnessed).toBe(from + 1);
      const next = applyViewChanges(client.view, answer.changes);
      // The view the changes make is the view the server holds: the same as a whole view asked now.
      const now = await sendSealed(client, [], 0);
      expect(next).toEqual(JSON.parse(now.text).view);
      client.view = next!;
    }
    const count = client.view.actionCount;
    const elsewhere = await postJson(`${app.url}/api/runs/${client.id}/actions`, {
      from: 0,
      actions: '',
      runSecret: client.runSecret,
      changes: true,
    });
    expect(JSON.parse(elsewhere.text)).toEqual({ witnessed: count, view: client.view });
    const nothing = await postJson(`${app.url}/api/runs/${client.id}/actions`, {
      from: count,
      actions: '',
      runSecret: client.runSecret,
      changes: true,
    });
    expect(JSON.parse(nothing.text)).toEqual({ witnessed: count, changes: { base: count, fields: {} } });
  });
});
