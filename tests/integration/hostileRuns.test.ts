// Hostile clients against the witnessed runs over real HTTP: a run costs what its play is (an item or
// spell it never held is refused, kept states fit a byte budget), a wrong secret costs nothing (no
// replay, no share of the owner's batch budget), an append costs its batch (no repacking of the whole
// log), malformed text is a 422, one daily line holds one place, and a quit run leaves the live list.
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_VERSION, newGame, tryApply, type Action, type GameState } from '../../src/engine';
import { encodeActions } from '../../src/engine/save/actionCodec';
import {
  MAX_BATCH_TEXT,
  toGameStatsBody,
  type DailyResponse,
  type DailyScoresResponse,
  type LiveRunsResponse,
  type RegisterRunResponse,
} from '../../src/shared/api';
import { TAIL_MAX_CHARS } from '../../server/runs/service';
import { WRONG_SECRET_MESSAGE, liveRunNotFoundMessage as runNotFoundMessage } from '../../server/http/refusals';
import { RUN_NOT_YOURS_MESSAGE } from '../../server/scores/service';
import { SQLITE_FILE_NAME } from '../../server/store/sqlite/sqliteStore';
import { unpackActions } from '../../server/store/packedActions';
import { padRun, playRun, submissionFor, testRunSecret } from '../support/engine/runs';
import { getJson, postJson } from '../support/server/http';
import { startLiveApp, type LiveApp } from '../support/server/liveApp';
import { drawOpenDay, witnessDaily } from '../support/server/witness';

let app: LiveApp;
beforeAll(async () => {
  app = await startLiveApp({ now: '2026-11-23T10:00:00.000Z' });
});
afterAll(() => app.stop());

/** One request from a loopback address of our choosing (every 127.x address is this machine). */
function send(
  url: string,
  method: string,
  body: string | null,
  from = '127.0.0.1',
): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        localAddress: from,
        agent: false,
        headers: body === null ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

async function register(
  base: string,
  name: string,
  secret: string,
  extra: Record<string, unknown> = {},
  from?: string,
) {
  const res = await send(
    `${base}/api/runs`,
    'POST',
    JSON.stringify({ name, rulesVersion: RULES_VERSION, runSecret: secret, ...extra }),
    from,
  );
  expect(res.status, res.text).toBe(201);
  return JSON.parse(res.text) as RegisterRunResponse;
}

function batch(base: string, id: string, from: number, actions: string, secret: string, address?: string) {
  return send(`${base}/api/runs/${id}/actions`, 'POST', JSON.stringify({ from, actions, runSecret: secret }), address);
}

describe('a run costs what it is', () => {
  it('refuses an item or a spell the run never held, whatever its text on the wire', async () => {
    const secret = testRunSecret('hoarder');
    const run = await register(app.url, 'Hoarder', secret);
    const wide = '\u20ac'.repeat(64);
    const item = await batch(app.url, run.id, 0, `r${encodeActions([{ type: 'equip', itemId: wide }])}`, secret);
    expect([item.status, item.text]).toEqual([
      422,
      `Batch refused: the action at index 1 names an item this run never held (equip "${'\u20ac'.repeat(24)}...")`,
    ]);
    const spell = await batch(app.url, run.id, 0, encodeActions([{ type: 'cast', spell: wide }]), secret);
    expect([spell.status, spell.text]).toEqual([
      422,
      `Batch refused: the action at index 0 names a spell the game does not have ("${'\u20ac'.repeat(24)}...")`,
    ]);
    // An item it holds is taken (the scripted run picks up what it finds; its log has item actions only if it does).
    const state = playRun('Hoarder', run.seed, 200, 3);
    expect((await batch(app.url, run.id, 0, encodeActions(state.actions), secret)).status).toBe(200);
  });

  it('keeps replayed states within a budget in bytes, whatever their count', async () => {
    const small = await startLiveApp({ now: '2026-11-23T10:00:00.000Z', config: { RUNS_KEPT_MB: 1 } });
    try {
      for (let i = 0; i < 40; i++) {
        const secret = testRunSecret(`budget-${i}`);
        const run = await register(
          small.url,
          `Budget ${String.fromCharCode(65 + (i % 26))}${i < 26 ? '' : 'x'}`,
          secret,
        );
        const state = playRun('Budget', run.seed, 100, i);
        expect((await batch(small.url, run.id, 0, encodeActions(state.actions), secret)).status).toBe(200);
      }
      expect(small.live.service.keptBytes).toBeLessThanOrEqual(1024 * 1024);
      expect(small.live.service.keptCount).toBeGreaterThan(0);
      expect(small.live.service.keptCount).toBeLessThan(40);
    } finally {
      await small.stop();
    }
  });
});

describe('the secret first', () => {
  it("a stranger's batches, wrong secret or empty, never spend the run's own batch budget", async () => {
    const limited = await startLiveApp({
      now: '2026-11-23T10:00:00.000Z',
      config: { RATE_LIMIT_ENABLED: true, RATE_LIMIT_BATCH_MAX: 30, RATE_LIMIT_RUN_BATCH_MAX: 10 },
    });
    try {
      const secret = testRunSecret('owner');
      const run = await register(limited.url, 'Owner', secret);
      const actions = padRun(playRun('Owner', run.seed, 40, 2), 40).actions;
      expect((await batch(limited.url, run.id, 0, encodeActions(actions.slice(0, 10)), secret)).status).toBe(200);
      const stranger = testRunSecret('stranger');
      const answers: number[] = [];
      for (let i = 0; i < 14; i++)
        answers.push((await batch(limited.url, run.id, 10, 'rrr', stranger, '127.0.0.2')).status);
      for (let i = 0; i < 14; i++)
        answers.push((await send(`${limited.url}/api/runs/${run.id}/actions`, 'POST', null, '127.0.0.2')).status);
      expect(answers).toEqual([...Array(14).fill(403), ...Array(14).fill(400)]);
      // The owner still has 9 of its 10 batches this minute; the stranger's address counts all 30 it sent.
      for (let at = 10; at < 19; at++) {
        const res = await batch(limited.url, run.id, at, encodeActions(actions.slice(at, at + 1)), secret);
        expect([res.status, res.text]).toEqual([200, JSON.stringify({ witnessed: at + 1 })]);
      }
      const spent = await batch(limited.url, run.id, 19, encodeActions(actions.slice(19, 20)), secret);
      expect([spent.status, spent.text]).toEqual([
        429,
        'Too many batches for this run. Please wait a minute and try again.',
      ]);
      // The stranger's own address still counts every call it made.
      for (let i = 0; i < 2; i++)
        expect((await batch(limited.url, run.id, 19, 'r', stranger, '127.0.0.2')).status).toBe(403);
      const over = await batch(limited.url, run.id, 19, 'r', stranger, '127.0.0.2');
      expect([over.status, over.text]).toEqual([429, 'Too many moves sent. Please wait a minute and try again.']);
    } finally {
      await limited.stop();
    }
  });

  it('a wrong secret is refused before the run is loaded or replayed', async () => {
    const first = await startLiveApp({ now: '2026-11-23T10:00:00.000Z' });
    const secret = testRunSecret('long-run');
    const run = await register(first.url, 'Long Run', secret);
    const actions = padRun(playRun('Long Run', run.seed, 300, 4), 3000).actions;
    for (let at = 0; at < actions.length; at += 1000)
      expect((await batch(first.url, run.id, at, encodeActions(actions.slice(at, at + 1000)), secret)).status).toBe(
        200,
      );
    await first.stop({ keepData: true });
    const second = await startLiveApp({ dataDir: first.dataDir, now: '2026-11-23T10:01:00.000Z' });
    try {
      const wrong = await batch(second.url, run.id, 3000, 'r', testRunSecret('thief'));
      expect([wrong.status, wrong.text]).toEqual([403, WRONG_SECRET_MESSAGE]);
      const unknown = await batch(second.url, 'no-such-run', 0, 'r', secret);
      expect([unknown.status, unknown.text]).toEqual([404, runNotFoundMessage('no-such-run')]);
      expect(second.live.service.keptCount).toBe(0);
      expect((await batch(second.url, run.id, 3000, 'r', secret)).status).toBe(200);
      expect(second.live.service.keptCount).toBe(1);
    } finally {
      await second.stop();
    }
  });
});

describe('appending costs the batch', () => {
  it('stores large batches as packed segments of a tail and a batch each, never repacking the whole log', async () => {
    const secret = testRunSecret('appender');
    const run = await register(app.url, 'Appender', secret);
    // Steps into walls and back: legal actions, each one character, without replaying them here.
    const steps: Action[] = Array.from({ length: 40_000 }, (_, i) => ({
      type: 'move',
      direction: i % 2 === 0 ? 'left' : 'right',
    }));
    const actions = [...playRun('Appender', run.seed, 100, 1).actions, ...steps];
    for (let at = 0; at < actions.length; at += 1000)
      expect((await batch(app.url, run.id, at, encodeActions(actions.slice(at, at + 1000)), secret)).status).toBe(200);
    expect((await app.repos.liveRuns.get(run.id))?.actions).toBe(encodeActions(actions));
    // What an operator finds in the database: many small packed segments, no packed copy of the whole log.
    const db = new Database(path.join(app.dataDir, SQLITE_FILE_NAME), { readonly: true });
    try {
      const row = db.prepare('SELECT packed FROM live_runs WHERE id = ?').get(run.id) as { packed: Buffer | null };
      expect(row.packed).toBeNull();
      const segments = db.prepare('SELECT packed FROM live_run_segments WHERE run_id = ? ORDER BY seq').all(run.id) as {
        packed: Buffer;
      }[];
      const sizes = segments.map((segment) => unpackActions(segment.packed)!.length);
      expect(segments.length).toBeGreaterThan(5);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(TAIL_MAX_CHARS + MAX_BATCH_TEXT);
    } finally {
      db.close();
    }
  });
});

describe('malformed text', () => {
  it('a lone surrogate in a batch or a run record is a 422 naming the text, not a 500', async () => {
    const secret = testRunSecret('surrogate');
    const run = await register(app.url, 'Surrogate', secret);
    const res = await batch(app.url, run.id, 0, 'rE\ud800,', secret);
    expect([res.status, res.text]).toEqual([
      422,
      'Batch refused: the compact action log holds text that is not well-formed at character 1: "E\\ud800,"',
    ]);
    const body = toGameStatsBody(submissionFor(playRun('Surrogate', 'seed-surrogate', 20)));
    const record = await postJson(`${app.url}/api/game-stats`, { ...body, run: { ...body.run, actions: 'E\ud800,' } });
    expect([record.status, record.text]).toEqual([
      422,
      'Run record refused: the compact action log holds text that is not well-formed at character 0: "E\\ud800,"',
    ]);
  });
});

describe('one daily line, one place', () => {
  // An open day (drawn before sealed dailies): its runs are played from its seed and sent as run records.
  let openSeed: string;
  beforeAll(async () => {
    openSeed = await drawOpenDay(app.repos, '2026-11-23', '2026-11-23T00:00:01.000Z');
  });
  /** The same line as `line` under another name, with `refused` attacks outside a fight in front. */
  function sameLine(line: GameState, name: string, refused: number, secretLabel: string): GameState {
    let state: GameState = { ...newGame(name, line.seed, line.rulesVersion), runSecret: testRunSecret(secretLabel) };
    const actions: Action[] = [...Array<Action>(refused).fill({ type: 'attack' }), ...line.actions];
    for (const [i, action] of actions.entries()) {
      const step = tryApply(state, action);
      if (i < refused) expect(step.refusal).not.toBeNull();
      state = step.state;
    }
    return state;
  }

  it('the same line under other names, refused actions in front, takes no second place', async () => {
    const today = (await getJson<DailyResponse>(`${app.url}/api/daily`)).json;
    const line = playRun('Line First', openSeed, 150, 9);
    const inscribe = async (state: GameState) => {
      const body = submissionFor(state, { daily: today.day });
      await witnessDaily(app.url, body);
      return postJson(`${app.url}/api/game-stats`, toGameStatsBody(body));
    };
    expect((await inscribe(line)).status).toBe(201);
    for (const [i, name] of ['Line Second', 'Line Third'].entries()) {
      const res = await inscribe(sameLine(line, name, i + 1, `line-${i}`));
      expect([res.status, res.text]).toEqual([422, RUN_NOT_YOURS_MESSAGE]);
    }
    const board = (await getJson<DailyScoresResponse>(`${app.url}/api/daily/${today.day}/scores`)).json;
    expect(board.scores.map((row) => row.playerName)).toEqual(['Line First']);
  });

  it('caps the daily runs a client begins in a day, and only those', async () => {
    const capped = await startLiveApp({
      now: '2026-11-23T10:00:00.000Z',
      config: { RATE_LIMIT_ENABLED: true, RATE_LIMIT_DAILY_MAX: 3 },
    });
    try {
      const today = (await getJson<DailyResponse>(`${capped.url}/api/daily`)).json;
      const daily = (i: number, from = '127.0.0.1') =>
        send(
          `${capped.url}/api/runs`,
          'POST',
          JSON.stringify({
            name: `Daily ${'ABCDEFG'[i]}`,
            rulesVersion: today.rulesVersion,
            runSecret: testRunSecret(`daily-cap-${i}-${from}`),
            daily: today.day,
            sealed: true,
          }),
          from,
        );
      for (let i = 0; i < 3; i++) expect((await daily(i)).status).toBe(201);
      const fourth = await daily(3);
      expect([fourth.status, fourth.text]).toEqual([
        429,
        "Too many daily challenge runs begun today from this address. Today's runs already begun can still be played; try again tomorrow.",
      ]);
      // Normal runs, and daily runs from another address, are not counted against it.
      await register(capped.url, 'Normal After', testRunSecret('normal-after'));
      expect((await daily(4, '127.0.0.3')).status).toBe(201);
      // The next day the address begins afresh.
      capped.setNow('2026-11-24T00:00:01.000Z');
      const tomorrow = (await getJson<DailyResponse>(`${capped.url}/api/daily`)).json;
      const next = await send(
        `${capped.url}/api/runs`,
        'POST',
        JSON.stringify({
          name: 'Daily Next',
          rulesVersion: tomorrow.rulesVersion,
          runSecret: testRunSecret('daily-next'),
          daily: tomorrow.day,
          sealed: true,
        }),
      );
      expect(next.status).toBe(201);
    } finally {
      await capped.stop();
    }
  });
});

describe('POST /api/runs/:id/end', () => {
  it('takes a quit run off the live list at once; idempotent; the secret first', async () => {
    const secret = testRunSecret('quitter');
    const run = await register(app.url, 'Quitter', secret);
    const actions = playRun('Quitter', run.seed, 30, 2).actions;
    expect((await batch(app.url, run.id, 0, encodeActions(actions), secret)).status).toBe(200);
    const listed = async () =>
      (await getJson<LiveRunsResponse>(`${app.url}/api/runs/live`)).json.runs.map((r) => r.id).includes(run.id);
    expect(await listed()).toBe(true);
    const end = (runSecret: string, id = run.id) =>
      send(`${app.url}/api/runs/${id}/end`, 'POST', JSON.stringify({ runSecret }));
    const wrong = await end(testRunSecret('not-the-quitter'));
    expect([wrong.status, wrong.text]).toEqual([403, 'This run was registered by another game (wrong run secret)']);
    expect(await listed()).toBe(true);
    const unknown = await end(secret, 'no-such-run');
    expect([unknown.status, unknown.text]).toEqual([404, runNotFoundMessage('no-such-run')]);
    expect((await end(secret)).status).toBe(204);
    expect(await listed()).toBe(false);
    expect((await end(secret)).status).toBe(204);
    // Its log is still the witnessed one: the quit run is inscribed witnessed.
    const state = playRun('Quitter', run.seed, 30, 2);
    const res = await postJson(
      `${app.url}/api/game-stats`,
      toGameStatsBody(submissionFor({ ...state, runSecret: secret })),
    );
    expect(res.status, res.text).toBe(201);
    expect((JSON.parse(res.text) as { witnessed?: boolean }).witnessed).toBe(true);
  });
});
