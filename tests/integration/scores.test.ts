// Score submission, verification, reads and durability over real HTTP on a real SQLite file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SUBMISSION_BYTES,
  NAME_SUGGESTIONS_HEADER,
  parseNameSuggestions,
  toGameStatsBody,
  type GameStatsRequest,
  type HighScore,
  type SearchScoresResponse,
} from '../../src/shared/api';
import { NAME_TAKEN_MESSAGE } from '../../src/shared/heroName';
import { MALFORMED_LOG_MESSAGE, verifyRun, type VerifyInput } from '../../server/scores/verify';
import { workerVerifier } from '../../server/scores/verifier';
import { RUN_NOT_EXTENDED_MESSAGE } from '../../server/scores/service';
import { startApp, type TestServer } from '../support/server/process';
import { getJson, postJson } from '../support/server/http';
import { padRun, playRun, playRunUnder, submissionFor, verifiedSubmission } from '../support/engine/runs';

let server: TestServer;
beforeAll(async () => {
  server = await startApp();
});
afterAll(() => server.stop());

const submit = (body: unknown) => postJson(`${server.url}/api/game-stats`, body);

describe('POST /api/game-stats with a verified run', () => {
  it('stores the replayed figures and answers 201 with the entry and its rank', async () => {
    const state = playRun('Bran', 'bran', 300);
    const body = submissionFor(state);
    expect(body.finalScore).toBeGreaterThan(0);
    // What the client sends: the action log as the compact string, one character per move or attack.
    const wire = toGameStatsBody(body);
    expect(typeof wire.run.actions).toBe('string');
    expect(wire.run.actions.length).toBeLessThan(JSON.stringify(body.run.actions).length / 10);
    const res = await submit(wire);
    expect(res.status).toBe(201);
    const entry = JSON.parse(res.text) as HighScore;
    expect(entry).toMatchObject({
      playerName: 'Bran',
      finalScore: body.finalScore,
      gold: body.gold,
      monstersKilled: body.monstersKilled,
      level: body.level,
      itemsFound: body.itemsFound,
      isPremium: false,
      rank: 1,
    });
    expect(new Date(entry.completedAt).toISOString()).toBe('2026-11-15T12:00:00.000Z');
    const board = await getJson<HighScore[]>(`${server.url}/api/high-scores`);
    expect(board.json.map((e) => e.playerName)).toContain('Bran');
  });

  it('accepts a run begun under rules version 1 (a save in progress before a deploy) with its own figures', async () => {
    const v1 = playRunUnder(1, 'Old Bran', 'old-bran-seed', 300);
    expect(v1.rulesVersion).toBeUndefined();
    const body = submissionFor(v1);
    expect(body.run.rulesVersion).toBe(1);
    const res = await submit(toGameStatsBody(body));
    expect(res.status).toBe(201);
    expect(JSON.parse(res.text) as HighScore).toMatchObject({
      playerName: 'Old Bran',
      finalScore: body.finalScore,
      gold: body.gold,
    });
  });

  it('refuses the action log as an array of action objects (a form dropped: objects nest without bound)', async () => {
    const body = submissionFor(playRun('Elder Bran', 'elder-bran-seed', 300));
    const res = await submit(body);
    expect(res.status).toBe(400);
    expect(res.text).toBe(ACTIONS_AS_TEXT_MESSAGE);
    const exists = await getJson(`${server.url}/api/check-player-name/Elder%20Bran`);
    expect(exists.json).toEqual({ exists: false });
  });
});

// The text of a run record whose action log is not the compact text.
const ACTIONS_AS_TEXT_MESSAGE = 'Invalid field run.actions: send the compact action log as text';

describe('forged runs are refused with 422 and a clear text', () => {
  const honest = () => submissionFor(playRun('Mordred', 'mordred-seed', 300));
  const submit = (body: GameStatsRequest) => postJson(`${server.url}/api/game-stats`, toGameStatsBody(body));
  it('a raised finalScore', async () => {
    const body = honest();
    const res = await submit({ ...body, finalScore: body.finalScore + 1000 });
    expect(res.status).toBe(422);
    expect(res.text).toBe(
      `Score refused: claimed finalScore ${body.finalScore + 1000} does not match the replayed run (${body.finalScore})`,
    );
  });
  it('a changed statistic', async () => {
    const body = honest();
    const res = await submit({ ...body, strength: body.strength + 5 });
    expect(res.status).toBe(422);
    expect(res.text).toContain('claimed strength');
  });
  it('an action log with an illegal action', async () => {
    const body = honest();
    const actions = [...body.run.actions];
    actions.splice(3, 0, { type: 'useItem', itemId: 'x'.repeat(65) });
    const res = await submit({ ...body, run: { ...body.run, actions } });
    expect(res.status).toBe(422);
    expect(res.text).toBe(
      `Run record refused: illegal action at index 3: {"type":"useItem","itemId":"${'x'.repeat(52)}`,
    );
  });
  it('an action log edited to skip fights no longer matches the claim', async () => {
    const body = honest();
    const actions = body.run.actions.filter((a) => a.type !== 'attack');
    const res = await submit({ ...body, run: { ...body.run, actions } });
    expect(res.status).toBe(422);
    expect(res.text).toMatch(/^Score refused: claimed \w+ /);
  });
  it('a record from another seed', async () => {
    const body = honest();
    const other = submissionFor(playRun('Mordred', 'a-different-seed', 300));
    expect(
      other.finalScore === body.finalScore && other.gold === body.gold && other.itemsFound === body.itemsFound,
    ).toBe(false);
    const res = await submit({ ...body, run: other.run });
    expect(res.status).toBe(422);
    expect(res.text).toMatch(/^Score refused: claimed \w+ .* does not match the replayed run/);
  });
  it('an unknown rules version', async () => {
    const body = honest();
    const res = await submit({ ...body, run: { ...body.run, rulesVersion: 99 } });
    expect(res.status).toBe(422);
    expect(res.text).toBe(
      'Run record refused: unknown rules version 99 (this server verifies versions 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)',
    );
  });
  it('a missing run record', async () => {
    const { run: _run, ...body } = honest();
    const res = await postJson(`${server.url}/api/game-stats`, body);
    expect(res.status).toBe(422);
    expect(res.text).toBe('Score refused: the run record is missing (a score needs the run that produced it)');
  });
  it('a malformed field -> 400 naming it', async () => {
    const res = await submit({ ...honest(), gold: 'lots' as never });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/^Invalid field gold: /);
  });
  it('nothing forged was stored', async () => {
    const exists = await getJson(`${server.url}/api/check-player-name/Mordred`);
    expect(exists.json).toEqual({ exists: false });
  });
});

describe('malformed action logs', () => {
  const honest = () => submissionFor(playRun('Gawain', 'gawain-seed', 120));
  it('action objects, even one the engine does not know -> 400 naming run.actions (objects are not read)', async () => {
    const body = honest();
    const actions = [...body.run.actions];
    actions.splice(3, 0, { type: 'teleport', x: 20, y: 10 } as never);
    const res = await submit({ ...body, run: { ...body.run, actions } });
    expect(res.status).toBe(400);
    expect(res.text).toBe(ACTIONS_AS_TEXT_MESSAGE);
  });
  it('a compact log with an unknown code or an unfinished token -> 422', async () => {
    const wire = toGameStatsBody(honest());
    for (const actions of [
      `${wire.run.actions.slice(0, 5)}Q${wire.run.actions.slice(5)}`,
      `${wire.run.actions}Ebroken`,
      'Uhat,',
    ]) {
      const res = await submit({ ...wire, run: { ...wire.run, actions } });
      expect(res.status).toBe(422);
      expect(res.text).toBe(MALFORMED_LOG_MESSAGE);
    }
  });
  it('an action log that is not text -> 400 naming run.actions', async () => {
    const res = await submit({ ...honest(), run: { ...honest().run, actions: 42 } });
    expect(res.status).toBe(400);
    expect(res.text).toBe(ACTIONS_AS_TEXT_MESSAGE);
  });
  it('nothing malformed was stored', async () => {
    const exists = await getJson(`${server.url}/api/check-player-name/Gawain`);
    expect(exists.json).toEqual({ exists: false });
  });
});

describe('the replay worker pool (VERIFY_WORKERS > 0)', () => {
  it('answers every run exactly as the main thread does, under either rules version, honest or forged', async () => {
    const body = submissionFor(playRun('Tristan', 'tristan-seed', 300));
    const wire = toGameStatsBody(body);
    const v1 = toGameStatsBody(submissionFor(playRunUnder(1, 'Tristan', 'tristan-seed', 300)));
    const inputs: VerifyInput[] = [
      { claimed: wire, run: wire.run },
      { claimed: v1, run: v1.run },
      { claimed: { ...wire, gold: wire.gold + 1 }, run: wire.run },
      { claimed: wire, run: { ...wire.run, actions: `${wire.run.actions}Q` } },
      { claimed: wire, run: { ...wire.run, rulesVersion: 999 } },
    ];
    const pool = workerVerifier(2);
    try {
      const answers = await Promise.all(inputs.map((input) => pool.verify(input)));
      expect(answers).toEqual(inputs.map((input) => verifyRun(input)));
      expect(answers.map((a) => a.ok)).toEqual([true, true, false, false, false]);
      expect(answers[0]).toMatchObject({ ok: true, stats: { finalScore: body.finalScore, gold: body.gold } });
    } finally {
      await pool.close();
    }
  });
});

describe('one name per season under concurrency', () => {
  it('20 concurrent submissions of one name store exactly one', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) => verifiedSubmission('Racer', `race-seed-${i}`, 60));
    const results = await Promise.all(bodies.map((body) => submit(body)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // Losers of the race (the unique index) and late arrivals (the pre-check) read the same refusal.
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(19).fill(400));
    expect(new Set(refused.map((r) => r.text))).toEqual(new Set([NAME_TAKEN_MESSAGE]));
    for (const r of refused) expect(parseNameSuggestions(r.headers.get(NAME_SUGGESTIONS_HEADER))).toHaveLength(5);
    const search = await getJson<SearchScoresResponse>(`${server.url}/api/search-scores?search=racer`);
    expect(search.json.total).toBe(1);
  });
  it('20 concurrent sends of one run by its owner store it once; the others do not carry it further', async () => {
    const body = verifiedSubmission('Echo', 'echo-seed', 60);
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(body)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.text])).toEqual(Array(19).fill([422, RUN_NOT_EXTENDED_MESSAGE]));
    const search = await getJson<SearchScoresResponse>(`${server.url}/api/search-scores?search=echo`);
    expect(search.json.total).toBe(1);
  });
});

describe('malformed requests', () => {
  it('malformed JSON -> 400 text, no stack trace', async () => {
    const res = await fetch(`${server.url}/api/game-stats`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"playerName": "Bran",',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toBe('Malformed JSON body');
    expect(text).not.toMatch(/at .*\.js|SyntaxError/);
  });
  it('a body beyond the limit -> 413 text', async () => {
    const res = await fetch(`${server.url}/api/game-stats`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(MAX_SUBMISSION_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe('Request body too large');
  });
  it('a 20,000-action run record fits the body limit and verifies', async () => {
    const body = submissionFor(padRun(playRun('Longrunner', 'long-seed', 20_000), 20_000));
    expect(body.run.actions).toHaveLength(20_000);
    const wire = toGameStatsBody(body);
    expect(wire.run.actions.length).toBeGreaterThanOrEqual(20_000);
    const res = await submit(wire);
    expect(res.status).toBe(201);
    expect((JSON.parse(res.text) as HighScore).finalScore).toBe(body.finalScore);
  });
});

describe('restart keeps every stored entry', () => {
  it('entries survive closing and reopening the SQLite file', async () => {
    const first = await startApp({ now: '2026-11-20T10:00:00Z' });
    for (const name of ['Keeper One', 'Keeper Two', 'Keeper Three']) {
      expect((await postJson(`${first.url}/api/game-stats`, verifiedSubmission(name, name, 80))).status).toBe(201);
    }
    const before = await getJson<HighScore[]>(`${first.url}/api/high-scores`);
    await first.stop({ keepData: true });
    const second = await startApp({ dataDir: first.dataDir, now: '2026-11-21T10:00:00Z' });
    const after = await getJson<HighScore[]>(`${second.url}/api/high-scores`);
    await second.stop();
    expect(after.json).toEqual(before.json);
    expect(after.json).toHaveLength(3);
  });
});
