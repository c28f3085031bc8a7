// The holes a hostile client found (docs/OPERATIONS.md, "Security"), each tried over real HTTP on a
// real SQLite file: entries owned by their runs' secrets, no oracle on hidden daily routes, one place
// per run, the day's rules, checked run names, and hostile bodies that leave the server up.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../server/store/sqlite/sqliteStore';
import { RULES_VERSION, apply, replay, type GameState, type RunRecord } from '../../src/engine';
import { decodeActions } from '../../src/engine/save/actionCodec';
import { toGameStatsBody, type DailyResponse, type GameStatsRequest, type HighScore } from '../../src/shared/api';
import { NAME_TAKEN_MESSAGE, NAME_TOO_LONG_MESSAGE, NAME_UNSAFE_CHARACTERS_MESSAGE } from '../../src/shared/heroName';
import {
  RUN_NOT_EXTENDED_MESSAGE,
  RUN_NOT_YOURS_MESSAGE,
  RUN_OTHER_SEASON_MESSAGE,
  runNameMessage,
} from '../../server/scores/service';
import { dailyRulesMessage } from '../../server/daily/service';
import { startApp, type TestServer } from '../support/server/process';
import { getJson, postJson } from '../support/server/http';
import { drawOpenDay, witnessDaily } from '../support/server/witness';
import { padRun, playRun, playRunUnder, submissionFor, testRunSecret } from '../support/engine/runs';
import { doomedHero } from '../support/engine/doomedHero';

let server: TestServer;
beforeAll(async () => {
  server = await startApp({ now: '2026-11-15T12:00:00.000Z' });
  await server.repos.coupons.create({
    code: 'GOLDEN-TICKET-2026',
    expiresAt: null,
    maxUses: 10,
    createdAt: new Date(),
  });
});
afterAll(() => server.stop());

const inscribe = (body: GameStatsRequest) => postJson(`${server.url}/api/game-stats`, toGameStatsBody(body));
const created = async (body: GameStatsRequest): Promise<HighScore> => {
  const res = await inscribe(body);
  expect([res.status, res.text.slice(0, 200)]).toEqual([201, expect.any(String)]);
  return JSON.parse(res.text) as HighScore;
};
const search = async (name: string) =>
  (await getJson<{ scores: HighScore[] }>(`${server.url}/api/search-scores?search=${encodeURIComponent(name)}`)).json
    .scores;

/** What an attacker rebuilds from the public run of entry `id`: the engine's state at its end. */
async function watched(id: string): Promise<GameState> {
  const served = await getJson<RunRecord & { actions: string }>(`${server.url}/api/scores/${id}/run?compact=1`);
  expect(served.status).toBe(200);
  return replay({ ...served.json, actions: decodeActions(served.json.actions, 1_000_000)! });
}

/** The stolen run carried one action further, sent as `name` with `secret` (none: as a public log gives it). */
function carried(state: GameState, name: string, secret?: string): GameStatsRequest {
  const next = apply(state, { type: 'rest' });
  const { runSecret: _none, ...body } = submissionFor(next, { playerName: name });
  return secret === undefined ? body : { ...body, runSecret: secret };
}

describe('an entry belongs to the secret of its run', () => {
  it('refuses its public log carried further under another name, under its own name, or with a wrong secret', async () => {
    const entry = await created(submissionFor(playRun('Guinevere', 'seed-guinevere', 300)));
    const stolen = await watched(entry.id);
    for (const attempt of [carried(stolen, 'Mordred'), carried(stolen, 'Mordred', testRunSecret('a guess'))]) {
      const res = await inscribe(attempt);
      expect([res.status, res.text]).toEqual([422, RUN_NOT_YOURS_MESSAGE]);
    }
    // Under her own name the name itself is refused first, as for any other run.
    const asOwner = await inscribe(carried(stolen, 'Guinevere'));
    expect([asOwner.status, asOwner.text]).toEqual([400, NAME_TAKEN_MESSAGE]);
    // Resting under the owner's name would have cost her a tenth of her score: the entry is untouched.
    expect(await search('Guinevere')).toEqual([
      expect.objectContaining({ id: entry.id, finalScore: entry.finalScore }),
    ]);
    expect(await search('Mordred')).toEqual([]);
  });

  it('refuses a dead run carried further with refused actions', async () => {
    const { state } = doomedHero('Lamorak');
    const dead = { ...state, runSecret: testRunSecret('lamorak') };
    const entry = await created(submissionFor(dead));
    const res = await inscribe(carried(await watched(entry.id), 'Pellinore'));
    expect([res.status, res.text]).toEqual([422, RUN_NOT_YOURS_MESSAGE]);
    expect(await search('Pellinore')).toEqual([]);
  });

  it('keeps a premium entry premium for its owner only, without a second coupon use', async () => {
    const start = playRun('Elaine', 'seed-elaine', 200);
    const entry = await created(submissionFor(start, { isPremium: true, couponCode: 'GOLDEN-TICKET-2026' }));
    expect(entry.isPremium).toBe(true);
    const thief = await inscribe(carried(await watched(entry.id), 'Morgause'));
    expect([thief.status, thief.text]).toEqual([422, RUN_NOT_YOURS_MESSAGE]);
    const later = await created(submissionFor(padRun(start, 260)));
    expect(later).toMatchObject({ id: entry.id, playerName: 'Elaine', isPremium: true });
    expect((await server.repos.coupons.list())[0].uses).toBe(1);
  });

  it('lets the owner carry the run further (same id) but nobody an entry stored without a secret', async () => {
    const start = playRun('Percival', 'seed-percival', 150);
    const entry = await created(submissionFor(start));
    const owner = await created(submissionFor(padRun(start, 220)));
    expect(owner.id).toBe(entry.id);
    // Sent again unchanged by its owner: the precise answer, since the secret proves who asks.
    const same = await inscribe(submissionFor(padRun(start, 220)));
    expect([same.status, same.text]).toEqual([422, RUN_NOT_EXTENDED_MESSAGE]);

    const { runSecret: _none, ...unowned } = submissionFor(playRun('Bedivere', 'seed-bedivere', 150));
    const old = await created(unowned);
    const { runSecret: _again, ...further } = submissionFor(padRun(playRun('Bedivere', 'seed-bedivere', 150), 200));
    const res = await inscribe(further);
    expect([res.status, res.text]).toEqual([400, NAME_TAKEN_MESSAGE]);
    const renamed = await inscribe({ ...further, playerName: 'Lucan' });
    expect([renamed.status, renamed.text]).toEqual([422, RUN_NOT_YOURS_MESSAGE]);
    expect(await search('Bedivere')).toEqual([expect.objectContaining({ id: old.id, finalScore: old.finalScore })]);
  });

  it('never returns the secret or its hash from any call', async () => {
    const run = playRun('Tristram', 'seed-tristram', 120);
    const entry = await created(submissionFor(run));
    const hash = (await server.repos.entries.getRun(entry.id))!.secretHash!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const answers = await Promise.all(
      [`/api/scores/${entry.id}/run`, `/api/scores/${entry.id}/run?compact=1`, '/api/high-scores?limit=100'].map(
        async (path) => (await getJson(`${server.url}${path}`)).text,
      ),
    );
    for (const text of [...answers, JSON.stringify(entry)]) {
      expect(text).not.toContain(run.runSecret!);
      expect(text).not.toContain(hash);
    }
  });
});

describe('the daily challenge of a day drawn before sealed dailies (an open daily)', () => {
  const today = async () => (await getJson<DailyResponse>(`${server.url}/api/daily`)).json;
  // Its seed, handed out to open runs then; a day played sealed takes sealed runs only (daily.test.ts).
  let openSeed: string;
  beforeAll(async () => {
    openSeed = await drawOpenDay(server.repos, '2026-11-23', '2026-11-23T00:00:01.000Z');
  });

  it('answers the same to a prefix and a non-prefix of a hidden route sent under its owner name', async () => {
    server.setNow('2026-11-23T10:00:00.000Z');
    const seed = openSeed;
    const victim = playRun('Ysolde', seed, 400, 11);
    await created(submissionFor(victim));
    const prefix = { ...victim, actions: victim.actions.slice(0, 150) };
    const guesses = [
      submissionFor(replay({ rulesVersion: RULES_VERSION, seed, name: 'Ysolde', actions: prefix.actions })),
      submissionFor(playRun('Ysolde', seed, 150, 12)),
    ];
    const answers = [];
    for (const guess of guesses) {
      const { runSecret: _none, ...body } = guess;
      const res = await inscribe(body);
      answers.push([res.status, res.text, res.headers.get('x-name-suggestions') !== null]);
    }
    expect(answers[0]).toEqual([400, NAME_TAKEN_MESSAGE, true]);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('holds one place per run, whatever the name', async () => {
    server.setNow('2026-11-23T11:00:00.000Z');
    const { day } = await today();
    const seed = openSeed;
    const run = playRun('Carol', seed, 300, 21);
    // Witnessed as played: a day's board ranks only witnessed runs.
    await witnessDaily(server.url, submissionFor(run));
    const entry = await created(submissionFor(run));
    const { runSecret: _none, ...copy } = submissionFor(run, { playerName: 'Carol_' });
    expect([(await inscribe(copy)).status, (await inscribe(copy)).text]).toEqual([422, RUN_NOT_YOURS_MESSAGE]);
    const renamed = await inscribe(submissionFor(run, { playerName: 'Car0l' }));
    expect([renamed.status, renamed.text]).toEqual([422, RUN_NOT_EXTENDED_MESSAGE]);
    await witnessDaily(server.url, submissionFor(padRun(run, 320)));
    const further = await created(submissionFor(padRun(run, 320), { playerName: 'Car0l' }));
    expect(further.id).toBe(entry.id);
    const board = (await getJson<{ scores: HighScore[] }>(`${server.url}/api/daily/${day}/scores?search=car`)).json;
    expect(board.scores.map((row) => row.playerName)).toEqual(['Car0l']);
  });

  it('is accepted only under the rules version the day was drawn for, which GET /api/daily says', async () => {
    server.setNow('2026-11-23T12:00:00.000Z');
    const { day, rulesVersion } = await today();
    const seed = openSeed;
    expect(rulesVersion).toBe(RULES_VERSION);
    const res = await inscribe(submissionFor(playRunUnder(1, 'Oldrules', seed, 150)));
    expect([res.status, res.text]).toEqual([422, dailyRulesMessage(day, RULES_VERSION)]);
  });
});

describe('seasons', () => {
  it('keep a run on the board of the season it was first inscribed in', async () => {
    server.setNow('2026-09-10T12:00:00.000Z');
    const run = playRun('Galahad', 'seed-galahad', 200);
    const entry = await created(submissionFor(run));
    server.setNow('2026-10-02T12:00:00.000Z');
    const { runSecret: _none, ...copy } = submissionFor(run, { playerName: 'Gawain' });
    const res = await inscribe(copy);
    expect([res.status, res.text]).toEqual([422, RUN_NOT_YOURS_MESSAGE]);
    const own = await inscribe(submissionFor(padRun(run, 240)));
    expect([own.status, own.text]).toEqual([422, RUN_OTHER_SEASON_MESSAGE]);
    expect(await search('Ga')).toEqual([]);
    const q3 = await getJson<{ scores: HighScore[] }>(`${server.url}/api/search-scores?search=Galahad&season=2026-Q3`);
    expect(q3.json.scores).toEqual([expect.objectContaining({ id: entry.id, finalScore: entry.finalScore })]);
    server.setNow('2026-11-15T12:00:00.000Z');
  });
});

describe("a run record's hero name", () => {
  it('follows the hero-name rules', async () => {
    for (const [name, reason] of [
      ['<b>Bob</b>', NAME_UNSAFE_CHARACTERS_MESSAGE],
      ['Bob\u202Eevil', NAME_UNSAFE_CHARACTERS_MESSAGE],
      ['Bob\u200Bby', NAME_UNSAFE_CHARACTERS_MESSAGE],
      ['=HYPERLINK("x")', NAME_UNSAFE_CHARACTERS_MESSAGE],
      ['A'.repeat(60), NAME_TOO_LONG_MESSAGE],
    ]) {
      const run = playRun('Honest', `seed-name-${name.length}-${name.charCodeAt(1)}`, 50);
      const body = submissionFor(run);
      const res = await inscribe({ ...body, run: { ...body.run, name } });
      expect([res.status, res.text]).toEqual([422, runNameMessage(reason)]);
    }
  });
});

describe('GET /api/scores/:id/run', () => {
  it('serves a stored run name that breaks the hero-name rules as the entry name', async () => {
    const entry = await created(submissionFor(playRun('Kay', 'seed-kay', 60)));
    // An entry stored before run names were checked, as the database holds it.
    const db = new Database(path.join(server.dataDir, SQLITE_FILE_NAME));
    db.prepare('UPDATE entries SET run_name = ? WHERE id = ?').run('<img src=x onerror=alert(1)>', Number(entry.id));
    db.close();
    const served = await getJson<RunRecord>(`${server.url}/api/scores/${entry.id}/run?compact=1`);
    expect(served.json.name).toBe('Kay');
  });

  it('is rate-limited per client and serves a run built once until its owner carries it further', async () => {
    const limited = await startApp({ config: { RATE_LIMIT_ENABLED: true, RATE_LIMIT_RUN_MAX: 3 } });
    try {
      const run = playRun('Dagonet', 'seed-dagonet', 100);
      const body = toGameStatsBody(submissionFor(run));
      const entry = JSON.parse((await postJson(`${limited.url}/api/game-stats`, body)).text) as HighScore;
      const url = `${limited.url}/api/scores/${entry.id}/run?compact=1`;
      const first = await getJson<RunRecord & { actions: string }>(url);
      await postJson(`${limited.url}/api/game-stats`, toGameStatsBody(submissionFor(padRun(run, 130))));
      const second = await getJson<RunRecord & { actions: string }>(url);
      expect(decodeActions(second.json.actions, 1_000)!.length).toBe(130);
      expect(first.json.actions.length).toBeLessThan(second.json.actions.length);
      expect((await getJson(url)).status).toBe(200);
      const refused = await getJson(url);
      expect([refused.status, refused.text]).toEqual([
        429,
        'Too many runs watched. Please wait a minute and try again.',
      ]);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.stop();
    }
  });
});
