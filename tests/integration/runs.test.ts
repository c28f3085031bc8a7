// One run, one entry, and every entry watchable: the run stored with its entry and served back,
// re-inscription of a run carried further, refused reuse, renamed inscriptions; real HTTP, real SQLite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, scoreSubmission, type RunRecord } from '../../src/engine';
import { decodeActions } from '../../src/engine/save/actionCodec';
import { toGameStatsBody, type HighScore } from '../../src/shared/api';
import { NAME_TAKEN_MESSAGE } from '../../src/shared/heroName';
import { RUN_NOT_EXTENDED_MESSAGE, RUN_NOT_YOURS_MESSAGE } from '../../server/scores/service';
import { startApp, type TestServer } from '../support/server/process';
import { getJson, postJson } from '../support/server/http';
import { playRun, submissionFor, testRunSecret } from '../support/engine/runs';

let server: TestServer;
beforeAll(async () => {
  server = await startApp();
});
afterAll(() => server.stop());

const inscribe = (body: ReturnType<typeof submissionFor>) =>
  postJson(`${server.url}/api/game-stats`, toGameStatsBody(body));
type Served = RunRecord & { id: string; playerName: string; figures: Record<string, number> };

describe('GET /api/scores/:id/run', () => {
  it("serves the stored run as the engine's RunRecord; replaying it gives the entry's figures", async () => {
    const body = submissionFor(playRun('Tristan', 'tristan-seed', 250));
    const res = await inscribe(body);
    expect(res.status).toBe(201);
    const entry = JSON.parse(res.text) as HighScore;
    const served = await getJson<Served>(`${server.url}/api/scores/${entry.id}/run`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^application\/json/);
    const { id: _id, rank: _rank, playerName: _name, isPremium: _premium, completedAt: _at, ...figures } = entry;
    expect(served.json).toEqual({
      id: entry.id,
      playerName: 'Tristan',
      rulesVersion: body.run.rulesVersion,
      seed: 'tristan-seed',
      name: 'Tristan',
      actions: body.run.actions,
      figures,
      // An open run: no mark (tests/integration/sealedBoard.test.ts serves the marked ones).
      witnessed: false,
      sealed: false,
    });
    const replayed = scoreSubmission(replay(served.json));
    expect(replayed).toMatchObject({
      finalScore: entry.finalScore,
      gold: entry.gold,
      level: entry.level,
      monstersKilled: entry.monstersKilled,
    });
    // ?compact=1: the same log as the codec's text.
    const compact = await getJson<Omit<Served, 'actions'> & { actions: string }>(
      `${server.url}/api/scores/${entry.id}/run?compact=1`,
    );
    expect(typeof compact.json.actions).toBe('string');
    expect(decodeActions(compact.json.actions, 1_000_000)).toEqual(body.run.actions);
  });

  it('answers 404 as JSON for an unknown id', async () => {
    for (const id of ['999999', 'nope', '1e3']) {
      const res = await getJson<{ error: string }>(`${server.url}/api/scores/${id}/run`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: `No run stored for entry ${id}`, code: 'run-not-found' });
    }
  });
});

describe('one run, one entry', () => {
  it('inscribing part-way, playing on and inscribing again under the same name keeps one entry with the new figures', async () => {
    const early = submissionFor(playRun('Lancelot', 'lancelot-seed', 120));
    const first = JSON.parse((await inscribe(early)).text) as HighScore;
    // Part-way through, the name is still free to this run, not to any other.
    const ownCheck = await getJson(
      `${server.url}/api/check-player-name/Lancelot?seed=lancelot-seed&rulesVersion=${early.run.rulesVersion}`,
    );
    expect(ownCheck.json).toEqual({ exists: false });
    expect((await getJson(`${server.url}/api/check-player-name/Lancelot`)).json).toEqual({ exists: true });
    for (const query of [
      '?seed=other-seed&rulesVersion=2',
      '?seed=lancelot-seed',
      '?seed=lancelot-seed&rulesVersion=x',
    ]) {
      expect((await getJson(`${server.url}/api/check-player-name/Lancelot${query}`)).json).toEqual({ exists: true });
    }
    const late = submissionFor(playRun('Lancelot', 'lancelot-seed', 400));
    expect(late.run.actions.slice(0, early.run.actions.length)).toEqual(early.run.actions);
    expect(late.finalScore).toBeGreaterThan(early.finalScore);
    const res = await inscribe(late);
    expect(res.status).toBe(201);
    const second = JSON.parse(res.text) as HighScore;
    expect(second).toMatchObject({
      id: first.id,
      playerName: 'Lancelot',
      finalScore: late.finalScore,
      gold: late.gold,
    });
    const board = await getJson<{ scores: HighScore[]; total: number }>(
      `${server.url}/api/search-scores?search=lancelot`,
    );
    expect(board.json.total).toBe(1);
    expect(board.json.scores[0]).toMatchObject({ id: first.id, finalScore: late.finalScore });
    const served = await getJson<Served>(`${server.url}/api/scores/${first.id}/run`);
    expect(served.json.actions).toHaveLength(late.run.actions.length);
  });

  it('the same log again, a shorter one or a different run of the same seed is refused with 422', async () => {
    const late = submissionFor(playRun('Lancelot', 'lancelot-seed', 400));
    const shorter = submissionFor(playRun('Lancelot', 'lancelot-seed', 200));
    // Another log of the seed sent with the run's own secret.
    const other = { ...submissionFor(playRun('Lancelot', 'lancelot-seed', 450, 99)), runSecret: late.runSecret };
    for (const body of [late, shorter, other, { ...late, playerName: 'Galahad' }]) {
      const res = await inscribe(body);
      expect(res.status).toBe(422);
      expect(res.text).toBe(RUN_NOT_EXTENDED_MESSAGE);
    }
  });

  it("another player's copy of the run is refused, even carried further: under its name the name is taken, else the run", async () => {
    const further = submissionFor(playRun('Lancelot', 'lancelot-seed', 500));
    const { runSecret: _secret, ...unsigned } = further;
    for (const copy of [{ ...further, runSecret: testRunSecret('a stranger') }, unsigned]) {
      const underItsName = await inscribe(copy);
      expect([underItsName.status, underItsName.text]).toEqual([400, NAME_TAKEN_MESSAGE]);
      const renamed = await inscribe({ ...copy, playerName: 'Galahad' });
      expect([renamed.status, renamed.text]).toEqual([422, RUN_NOT_YOURS_MESSAGE]);
    }
    expect((await getJson(`${server.url}/api/check-player-name/Galahad`)).json).toEqual({ exists: false });
  });

  it('a run is inscribed under the name the form gives, once per season', async () => {
    const body = submissionFor(playRun('Isolde', 'isolde-seed', 200));
    const res = await inscribe({ ...body, playerName: 'Yseult' });
    expect(res.status).toBe(201);
    const entry = JSON.parse(res.text) as HighScore;
    expect(entry.playerName).toBe('Yseult');
    expect((await getJson<Served>(`${server.url}/api/scores/${entry.id}/run`)).json).toMatchObject({
      playerName: 'Yseult',
      name: 'Isolde',
    });
    // Another run under a name already on the board is refused as before.
    const taken = await inscribe({ ...submissionFor(playRun('Mark', 'mark-seed', 200)), playerName: 'yseult' });
    expect(taken.status).toBe(400);
    expect(taken.text).toBe(NAME_TAKEN_MESSAGE);
  });
});

describe('the replay page', () => {
  it('/replay/:id answers the app shell with 200; a bare /replay or a deeper path stays 404', async () => {
    for (const [path, status] of [
      ['/replay/42', 200],
      ['/Replay/abc/', 200],
      ['/replay', 404],
      ['/replay/42/more', 404],
    ] as const) {
      const res = await fetch(`${server.url}${path}`);
      expect([path, res.status]).toEqual([path, status]);
      expect(await res.text()).toContain('<div id="root">');
    }
  });
});
