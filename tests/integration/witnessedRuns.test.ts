// Witnessed runs over real HTTP on a real SQLite file: registration, batches in order, a
// gap or a rewrite refused, a rollback to an earlier save ending the witness while play goes on, a
// server restart mid-run, inscriptions marked witnessed and the Hall filtered to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_VERSION, apply, type Action, type GameState } from '../../src/engine';
import { encodeActions } from '../../src/engine/save/actionCodec';
import {
  WITNESSED_HEADER,
  toGameStatsBody,
  type HighScore,
  type RegisterRunResponse,
  type SearchScoresResponse,
} from '../../src/shared/api';
import { RUN_NOT_YOURS_MESSAGE } from '../../server/scores/service';
import {
  LOG_FULL_MESSAGE,
  REFUSAL_CODE_HEADER,
  WRONG_SECRET_MESSAGE,
  gapMessage,
  rewriteMessage,
} from '../../server/http/refusals';
import { MALFORMED_BATCH_MESSAGE } from '../../server/runs/log';
import { padRun, playRun, submissionFor, testRunSecret } from '../support/engine/runs';
import { getJson, postJson } from '../support/server/http';
import { startLiveApp, type LiveApp } from '../support/server/liveApp';

let app: LiveApp;
beforeAll(async () => {
  // Fixed seeds, one per registration: the runs replay alike on every test run.
  app = await startLiveApp({ runSeeds: Array.from({ length: 50 }, (_, i) => (i + 1).toString(16).padStart(32, '0')) });
});
afterAll(() => app.stop());

/** Registers a run; its answer as JSON. */
async function register(
  name: string,
  secret: string,
  extra: Record<string, unknown> = {},
): Promise<RegisterRunResponse & { status: number }> {
  const res = await postJson(`${app.url}/api/runs`, { name, rulesVersion: RULES_VERSION, runSecret: secret, ...extra });
  return {
    status: res.status,
    ...(res.status === 201 ? (JSON.parse(res.text) as RegisterRunResponse) : ({} as RegisterRunResponse)),
  };
}

/** Sends actions [from, from + actions.length) of a run. */
function send(id: string, from: number, actions: readonly Action[], secret: string, base = app.url) {
  return postJson(`${base}/api/runs/${id}/actions`, { from, actions: encodeActions(actions), runSecret: secret });
}

/** Sends a whole log in batches of 20 from `from`; the last answer's count. */
async function sendAll(
  id: string,
  actions: readonly Action[],
  secret: string,
  from = 0,
  base = app.url,
): Promise<number> {
  let count = from;
  for (let at = from; at < actions.length; at += 20) {
    const res = await send(id, at, actions.slice(at, at + 20), secret, base);
    expect([res.status, res.text]).toEqual([200, JSON.stringify({ witnessed: Math.min(actions.length, at + 20) })]);
    count = (JSON.parse(res.text) as { witnessed: number }).witnessed;
  }
  return count;
}

const inscribe = (state: GameState, secret: string, base = app.url) =>
  postJson(`${base}/api/game-stats`, toGameStatsBody(submissionFor(state, { runSecret: secret })));

describe('POST /api/runs', () => {
  it('registers a run: 201 with an id, a server-drawn seed of 128 bits, the rules version and the start', async () => {
    const res = await postJson(`${app.url}/api/runs`, {
      name: 'Ada Lovelace',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('ada'),
    });
    expect(res.status).toBe(201);
    const body = JSON.parse(res.text) as RegisterRunResponse;
    expect(body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      seed: '0'.repeat(31) + '1',
      rulesVersion: RULES_VERSION,
      startedAt: '2026-11-15T12:00:00.000Z',
    });
    // The store keeps the secret's hash, never the secret.
    const stored = await app.repos.liveRuns.get(body.id);
    expect(stored).toMatchObject({ name: 'Ada Lovelace', count: 0, outcome: 'playing' });
    expect(JSON.stringify(stored)).not.toContain(testRunSecret('ada'));
  });

  it('refuses a name the hero-name rules refuse, an unknown rules version and a malformed secret', async () => {
    const base = { rulesVersion: RULES_VERSION, runSecret: testRunSecret('x') };
    const badName = await postJson(`${app.url}/api/runs`, { ...base, name: 'Bad<b>' });
    expect([badName.status, badName.text]).toEqual([
      400,
      'Hero name contains unsafe characters. Please use only letters, numbers, spaces, hyphens, and underscores.',
    ]);
    expect((await postJson(`${app.url}/api/runs`, { ...base, name: 'admin' })).status).toBe(400);
    const version = await postJson(`${app.url}/api/runs`, { ...base, name: 'Versioned', rulesVersion: 999 });
    expect(version.status).toBe(422);
    expect(version.text).toMatch(/^Run refused: unknown rules version 999/);
    expect(version.text).toBe(
      'Run refused: unknown rules version 999 (this server witnesses versions 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)',
    );
    const secret = await postJson(`${app.url}/api/runs`, {
      name: 'Secretless',
      rulesVersion: RULES_VERSION,
      runSecret: 'short',
    });
    expect(secret.status).toBe(400);
    expect(secret.text).toMatch(/^Invalid field runSecret/);
    expect((await postJson(`${app.url}/api/runs`, { ...base, name: 'Old Day', daily: '2026-11-14' })).status).toBe(422);
  });
});

describe('POST /api/runs/:id/actions', () => {
  it('takes batches in order, takes a batch resent after a lost answer, refuses gaps, rewrites and strangers', async () => {
    const secret = testRunSecret('order');
    const run = await register('Orderly', secret);
    const state = padRun(playRun('Orderly', run.seed, 120, 3), 120);
    const actions = state.actions;
    expect(await sendAll(run.id, actions.slice(0, 60), secret)).toBe(60);
    // The same batch again (its answer was lost): taken, nothing changes.
    const again = await send(run.id, 40, actions.slice(40, 60), secret);
    expect([again.status, again.text]).toEqual([200, '{"witnessed":60}']);
    // Overlapping the witnessed log and going past it: the new part is taken.
    const overlap = await send(run.id, 50, actions.slice(50, 70), secret);
    expect([overlap.status, overlap.text]).toEqual([200, '{"witnessed":70}']);
    // A gap: a batch after a lost one. The answer says where to resume.
    const gap = await send(run.id, 80, actions.slice(80, 90), secret);
    expect([gap.status, gap.text, gap.headers.get(WITNESSED_HEADER)]).toEqual([409, gapMessage(80, 70), '70']);
    expect(gap.headers.get(REFUSAL_CODE_HEADER)).toBe('batch-gap');
    // A rewrite: different actions where the log already has some.
    const other: Action[] = actions.slice(60, 70).map(() => ({ type: 'rest' }));
    const rewrite = await send(run.id, 60, other, secret);
    expect([rewrite.status, rewrite.text, rewrite.headers.get(WITNESSED_HEADER)]).toEqual([
      409,
      rewriteMessage(60, 70),
      '70',
    ]);
    // Someone else's secret, an unknown run, a malformed batch.
    const stranger = await send(run.id, 70, actions.slice(70, 80), testRunSecret('stranger'));
    expect([stranger.status, stranger.text, stranger.headers.get(REFUSAL_CODE_HEADER)]).toEqual([
      403,
      WRONG_SECRET_MESSAGE,
      'batch-wrong-secret',
    ]);
    expect((await send('nope-nope-nope', 0, actions.slice(0, 1), secret)).status).toBe(404);
    const malformed = await postJson(`${app.url}/api/runs/${run.id}/actions`, {
      from: 70,
      actions: 'E',
      runSecret: secret,
    });
    expect([malformed.status, malformed.text]).toEqual([422, MALFORMED_BATCH_MESSAGE]);
    expect(malformed.headers.get(REFUSAL_CODE_HEADER)).toBe('batch-malformed');
    // A well-formed batch with an action the engine refuses (an item id past its 64 characters).
    const illegal = await send(run.id, 70, [{ type: 'rest' }, { type: 'useItem', itemId: 'x'.repeat(65) }], secret);
    expect([illegal.status, illegal.text]).toEqual([
      422,
      `Batch refused: illegal action at index 1: {"type":"useItem","itemId":"${'x'.repeat(52)}`,
    ]);
    const shape = await postJson(`${app.url}/api/runs/${run.id}/actions`, {
      from: -1,
      actions: 'r',
      runSecret: secret,
    });
    expect(shape.status).toBe(400);
    // Nothing refused changed the witnessed log.
    expect(await sendAll(run.id, actions, secret, 70)).toBe(120);
    expect((await app.repos.liveRuns.get(run.id))?.actions).toBe(encodeActions(actions));
  });

  it('bounds a run at MAX_RUN_ACTIONS and a batch at 1,000 actions', async () => {
    const secret = testRunSecret('bounded');
    const run = await register('Bounded', secret);
    // A log at the bound, written beneath the API before the server keeps the run's state.
    await app.repos.liveRuns.append(run.id, {
      from: 0,
      batch: 'r'.repeat(100_000),
      count: 100_000,
      floor: 1,
      score: 0,
      outcome: 'playing',
      killer: null,
      updatedAt: app.now(),
      heat: 0,
    });
    const tooMany = await postJson(`${app.url}/api/runs/${run.id}/actions`, {
      from: 100_000,
      actions: 'r'.repeat(1001),
      runSecret: secret,
    });
    expect([tooMany.status, tooMany.text]).toEqual([422, MALFORMED_BATCH_MESSAGE]);
    const full = await postJson(`${app.url}/api/runs/${run.id}/actions`, {
      from: 100_000,
      actions: 'r',
      runSecret: secret,
    });
    expect([full.status, full.text]).toEqual([422, LOG_FULL_MESSAGE]);
  });
});

describe('inscribing a witnessed run', () => {
  it('marks the entry witnessed when its log is the witnessed log; the Hall filters to such entries', async () => {
    const secret = testRunSecret('seen');
    const run = await register('Seen Hero', secret);
    const state = playRun('Seen Hero', run.seed, 150, 5);
    app.setNow('2026-11-15T12:20:00.000Z');
    await sendAll(run.id, state.actions, secret);
    app.setNow('2026-11-15T12:30:00.000Z');
    const res = await inscribe(state, secret);
    expect(res.status).toBe(201);
    const entry = JSON.parse(res.text) as HighScore;
    expect(entry).toMatchObject({
      witnessed: true,
      runStartedAt: '2026-11-15T12:00:00.000Z',
      runLastMoveAt: '2026-11-15T12:20:00.000Z',
    });
    expect((await app.repos.liveRuns.get(run.id))?.entryId).toBe(entry.id);
    // An unwitnessed inscription (a run never registered) has no mark.
    const plain = JSON.parse(
      (await inscribe(playRun('Plain Hero', 'plain-seed', 100), testRunSecret('plain'))).text,
    ) as HighScore;
    expect(plain.witnessed).toBeUndefined();
    expect(plain).not.toHaveProperty('runStartedAt');
    const all = await getJson<HighScore[]>(`${app.url}/api/high-scores`);
    expect(all.json.find((e) => e.id === entry.id)).toMatchObject({ witnessed: true });
    const seen = await getJson<HighScore[]>(`${app.url}/api/high-scores?witnessed=1`);
    expect(seen.json.map((e) => e.id)).toEqual([entry.id]);
    const search = await getJson<SearchScoresResponse>(`${app.url}/api/search-scores?witnessed=1&search=hero`);
    expect(search.json).toMatchObject({ total: 1, totalPages: 1, scores: [{ id: entry.id, witnessed: true }] });
    expect((await getJson(`${app.url}/api/search-scores?witnessed=yes`)).status).toBe(400);
  });

  it('is not witnessed when the inscribed log goes past the witness or stops short of it', async () => {
    const secret = testRunSecret('partial');
    const run = await register('Partial Hero', secret);
    const state = playRun('Partial Hero', run.seed, 120, 9);
    await sendAll(run.id, state.actions.slice(0, 100), secret);
    const past = JSON.parse((await inscribe(state, secret)).text) as HighScore;
    expect(past.witnessed).toBeUndefined();
  });

  it('a rollback to an earlier save ends the witness while play goes on: the other branch is inscribed unwitnessed', async () => {
    const secret = testRunSecret('rollback');
    const run = await register('Twice Tried', secret);
    const first = padRun(playRun('Twice Tried', run.seed, 80, 11), 80);
    await sendAll(run.id, first.actions, secret);
    // The save code made at action 40 is loaded and played differently: its next batch rewrites the log.
    const rest: Action = { type: 'rest' };
    const other: Action =
      JSON.stringify(first.actions[40]) === JSON.stringify(rest) ? { type: 'move', direction: 'up' } : rest;
    let second = padRun(playRun('Twice Tried', run.seed, 40, 11), 40);
    for (let i = 0; i < 40; i++) second = apply(second, other);
    const refused = await send(run.id, 40, second.actions.slice(40, 60), secret);
    expect(refused.status).toBe(409);
    expect(refused.headers.get(WITNESSED_HEADER)).toBe('80');
    // Play goes on; the second branch is inscribed, verified as any run, without the mark.
    const res = await inscribe(second, secret);
    expect(res.status).toBe(201);
    expect((JSON.parse(res.text) as HighScore).witnessed).toBeUndefined();
    expect((await app.repos.liveRuns.get(run.id))?.count).toBe(80);
  });

  it("refuses an inscription of a registered run's seed by anyone but its player (a spectator copying it)", async () => {
    const secret = testRunSecret('watched');
    const run = await register('Watched Hero', secret);
    const state = playRun('Watched Hero', run.seed, 60, 2);
    await sendAll(run.id, state.actions, secret);
    const copy = await inscribe(playRun('Copycat', run.seed, 60, 2), testRunSecret('copycat'));
    expect([copy.status, copy.text]).toEqual([422, RUN_NOT_YOURS_MESSAGE]);
    const secretless = await postJson(
      `${app.url}/api/game-stats`,
      toGameStatsBody({ ...submissionFor(playRun('Copycat', run.seed, 60, 2)), runSecret: undefined }),
    );
    expect(secretless.status).toBe(422);
    expect((await inscribe(state, secret)).status).toBe(201);
  });
});

describe('a server restart mid-run', () => {
  it('carries the run on witnessed: the next batch replays the stored log and continues it', async () => {
    const secret = testRunSecret('restart');
    const first = await startLiveApp({ now: '2026-11-15T13:00:00.000Z' });
    const dataDir = first.dataDir;
    let run: RegisterRunResponse;
    let state: GameState;
    try {
      const res = await postJson(`${first.url}/api/runs`, {
        name: 'Restarted',
        rulesVersion: RULES_VERSION,
        runSecret: secret,
      });
      run = JSON.parse(res.text) as RegisterRunResponse;
      state = padRun(playRun('Restarted', run.seed, 400, 4), 400);
      expect(await sendAll(run.id, state.actions.slice(0, 300), secret, 0, first.url)).toBe(300);
    } finally {
      await first.stop({ keepData: true });
    }
    const second = await startLiveApp({ dataDir, now: '2026-11-15T13:05:00.000Z' });
    try {
      expect(second.live.service.keptCount).toBe(0);
      expect(await sendAll(run.id, state.actions, secret, 300, second.url)).toBe(400);
      const stored = await second.repos.liveRuns.get(run.id);
      expect(stored).toMatchObject({ count: 400, floor: state.dungeon.level, score: state.score });
      expect(stored?.actions).toBe(encodeActions(state.actions));
      const res = await inscribe(state, secret, second.url);
      expect(JSON.parse(res.text)).toMatchObject({ witnessed: true });
    } finally {
      await second.stop();
    }
  });
});
