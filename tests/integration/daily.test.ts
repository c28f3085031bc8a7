// The daily challenge over real HTTP on a real SQLite file, with an injected clock: one stored seed
// per UTC day, handed out only once the day and its grace are over; a day played sealed registers and
// inscribes sealed runs only and ranks them; a day drawn before sealed dailies keeps its open daily:
// inscriptions on the day's board and the season's, one entry per name per day, and the day's runs
// hidden until the day (and its inscription grace) is over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PastDailyResponseSchema,
  RunRecordResponseSchema,
  toGameStatsBody,
  type DailyResponse,
  type DailyScoresResponse,
  type HighScore,
  type SearchScoresResponse,
} from '../../src/shared/api';
import { NAME_TAKEN_MESSAGE } from '../../src/shared/heroName';
import { RULES_VERSION } from '../../src/engine';
import {
  DAILY_DAY_MISSING_MESSAGE,
  dailyOpenRunMessage,
  dailyOverMessage,
  notTheDailyMessage,
} from '../../server/daily/service';
import { REFUSAL_CODE_HEADER, dailySealedOnlyMessage } from '../../server/http/refusals';
import { RUN_NOT_EXTENDED_MESSAGE } from '../../server/scores/service';
import { startApp, type TestServer } from '../support/server/process';
import { getJson, postJson } from '../support/server/http';
import { playRun, submissionFor, testRunSecret } from '../support/engine/runs';
import { drawOpenDay, witnessDaily } from '../support/server/witness';
import { endAndInscribeSealed, playSealed, registerSealed } from '../support/server/sealed';

let server: TestServer;
/** 2026-11-23 is drawn as a server before sealed dailies drew it: an open daily, its seed handed out to runs. */
let openSeed: string;
beforeAll(async () => {
  server = await startApp({ now: '2026-11-23T10:00:00.000Z' });
  openSeed = await drawOpenDay(server.repos, '2026-11-23', '2026-11-23T00:00:01.000Z');
});
afterAll(() => server.stop());

const daily = async () => (await getJson<DailyResponse>(`${server.url}/api/daily`)).json;
const pastDay = (day: string) => getJson<{ error?: string; code?: string }>(`${server.url}/api/daily/${day}`);
const board = async (day: string, query = '') =>
  (await getJson<DailyScoresResponse>(`${server.url}/api/daily/${day}/scores${query}`)).json;
// An open day's runs are witnessed as they are played first: its board ranks only witnessed runs.
const inscribe = async (body: ReturnType<typeof submissionFor>) => {
  await witnessDaily(server.url, body);
  return postJson(`${server.url}/api/game-stats`, toGameStatsBody(body));
};

describe('GET /api/daily', () => {
  it('gives every caller of a day the same challenge, even ten first callers at once, and never its seed', async () => {
    server.setNow('2026-11-22T08:00:00.000Z');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => getJson<DailyResponse>(`${server.url}/api/daily`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    // A day drawn now is played sealed; nothing in the answer names its world.
    expect(answers[0].json).toStrictEqual({
      day: '2026-11-22',
      rulesVersion: RULES_VERSION,
      sealed: true,
      startsAt: '2026-11-22T00:00:00.000Z',
      endsAt: '2026-11-23T00:00:00.000Z',
    });
    expect(answers[0].text).not.toContain('daily-2026-11-22-');
    expect(answers[0].headers.get('cache-control')).toBe('no-store');
    // After midnight UTC, the next day: 2026-11-23 was drawn before sealed dailies and still says so.
    server.setNow('2026-11-23T00:00:00.000Z');
    expect(await daily()).toStrictEqual({
      day: '2026-11-23',
      rulesVersion: RULES_VERSION,
      sealed: false,
      startsAt: '2026-11-23T00:00:00.000Z',
      endsAt: '2026-11-24T00:00:00.000Z',
    });
  });
});

describe('GET /api/daily/:day', () => {
  it("refuses a day's seed until the day and its grace are over, then answers it for good", async () => {
    const hidden = (day: string, until: string) => ({
      error: `The daily challenge of ${day} is not over yet. Its seed is public after ${until} UTC.`,
      code: 'daily-seed-hidden',
    });
    server.setNow('2026-11-22T23:59:59.000Z');
    for (const [day, until] of [
      ['2026-11-22', '2026-11-23 01:00'],
      ['2026-11-23', '2026-11-24 01:00'],
      ['2027-01-01', '2027-01-02 01:00'],
    ]) {
      const res = await pastDay(day);
      expect([res.status, res.json]).toEqual([403, hidden(day, until)]);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // During the hour after midnight a sealed daily begun the day before may still be played and inscribed.
    server.setNow('2026-11-23T00:59:59.000Z');
    expect((await pastDay('2026-11-22')).json).toEqual(hidden('2026-11-22', '2026-11-23 01:00'));
    server.setNow('2026-11-23T01:00:00.000Z');
    const open = await pastDay('2026-11-22');
    expect(open.status).toBe(200);
    const stored = await server.repos.daily.find('2026-11-22');
    expect(PastDailyResponseSchema.parse(open.json)).toStrictEqual({
      day: '2026-11-22',
      seed: stored?.seed,
      rulesVersion: RULES_VERSION,
      sealed: true,
      startsAt: '2026-11-22T00:00:00.000Z',
      endsAt: '2026-11-23T00:00:00.000Z',
    });
    expect(open.json).toMatchObject({ seed: expect.stringMatching(/^daily-2026-11-22-[0-9a-f]{32}$/) });
    expect(open.headers.get('cache-control')).toBe('public, max-age=86400');
    // Today's seed stays hidden; a day nobody asked for has none; a malformed day is a 400.
    expect((await pastDay('2026-11-23')).status).toBe(403);
    const never = await pastDay('2026-11-20');
    expect([never.status, never.json]).toEqual([
      404,
      { error: 'No daily challenge was drawn for 2026-11-20: nobody asked for it that day', code: 'daily-not-drawn' },
    ]);
    const malformed = await pastDay('2026-02-30');
    expect([malformed.status, malformed.text]).toEqual([400, 'Invalid day: use the form 2026-11-23']);
    server.setNow('2026-11-23T10:00:00.000Z');
  });

  it('answers a client RATE_LIMIT_PAST_DAY_MAX days a window, then 429 with Retry-After; a malformed day costs none', async () => {
    const limited = await startApp({
      now: '2026-11-25T12:00:00.000Z',
      config: { RATE_LIMIT_ENABLED: true, RATE_LIMIT_PAST_DAY_MAX: 3 },
    });
    try {
      await drawOpenDay(limited.repos, '2026-11-23', '2026-11-23T00:00:01.000Z');
      const read = (day: string) => getJson(`${limited.url}/api/daily/${day}`);
      // Refused before anything is counted or read.
      for (let i = 0; i < 5; i++) expect((await read('2026-02-30')).status).toBe(400);
      // Each read of the store counts, a day nobody drew and a day not over as much as a seed answered.
      expect([
        (await read('2026-11-23')).status,
        (await read('2026-11-20')).status,
        (await read('2026-11-25')).status,
      ]).toEqual([200, 404, 403]);
      const over = await read('2026-11-23');
      expect([over.status, over.text]).toEqual([
        429,
        'Too many past daily challenges read. Please wait a minute and try again.',
      ]);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    } finally {
      await limited.stop();
    }
  });
});

describe('a day played sealed', () => {
  const day = '2026-11-25';
  /** A sealed daily of the day played `steps` actions, ended by its player, inscribed: its id and board row. */
  const sealedDaily = async (name: string, steps: number, policySeed: number) => {
    const runSecret = testRunSecret(`sealed-daily-${name}`);
    const client = await registerSealed(server.url, { name, rulesVersion: RULES_VERSION, runSecret }, { daily: day });
    await playSealed(client, steps, policySeed);
    return { id: client.id, entry: await endAndInscribeSealed(client, name) };
  };
  let sealedRuns: { id: string; entry: HighScore }[] = [];

  it('registers no open run of it: that answer would hand out its seed', async () => {
    server.setNow('2026-11-25T10:00:00.000Z');
    expect((await daily()).sealed).toBe(true);
    const res = await postJson(`${server.url}/api/runs`, {
      name: 'Open Dawn',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('open-dawn'),
      daily: day,
    });
    expect([res.status, res.text]).toEqual([422, dailySealedOnlyMessage(day)]);
    expect(res.text).toBe(
      'Run refused: the daily challenge of 2026-11-25 is played sealed, so nobody holds its dungeon before the day is over; begin it with sealed: true',
    );
    expect(res.headers.get(REFUSAL_CODE_HEADER.toLowerCase())).toBe('daily-sealed-only');
  });

  it('ranks its sealed runs on its board, each row marked sealed', async () => {
    sealedRuns = [await sealedDaily('Sealed Dawn', 60, 3), await sealedDaily('Sealed Dusk', 90, 11)];
    for (const { entry } of sealedRuns)
      expect(entry).toMatchObject({ witnessed: true, sealed: true, runsHiddenUntil: '2026-11-26T01:00:00.000Z' });
    const ranked = sealedRuns
      .map(({ entry }) => entry)
      .sort((a, b) => b.finalScore - a.finalScore || Number(a.id) - Number(b.id));
    const page = await board(day);
    expect([page.day, page.total, page.sealed, page.runsHiddenUntil]).toEqual([
      day,
      2,
      true,
      '2026-11-26T01:00:00.000Z',
    ]);
    expect(page.scores.map((row) => [row.playerName, row.rank, row.finalScore, row.sealed])).toEqual(
      ranked.map((entry, i) => [entry.playerName, i + 1, entry.finalScore, true]),
    );
  });

  it('refuses an open run of it, even one on its very seed, and leaves it off every board', async () => {
    // The seed as someone who should not hold it would: read from the store.
    const seed = (await server.repos.daily.find(day))?.seed ?? '';
    expect(seed).toMatch(/^daily-2026-11-25-/);
    const leaked = submissionFor(playRun('Leaker', seed, 150, 5));
    expect(toGameStatsBody(leaked).daily).toBe(day);
    const res = await postJson(`${server.url}/api/game-stats`, toGameStatsBody(leaked));
    expect([res.status, res.text]).toEqual([422, dailyOpenRunMessage(day)]);
    expect(res.text).toBe(
      'Run record refused: the daily challenge of 2026-11-25 ranks sealed runs only (begun online, the server dealing every roll); an open run of it cannot be inscribed',
    );
    expect(res.headers.get(REFUSAL_CODE_HEADER.toLowerCase())).toBe('daily-open-run');
    expect((await board(day)).total).toBe(2);
    expect((await getJson<SearchScoresResponse>(`${server.url}/api/search-scores?search=leaker`)).json.total).toBe(0);
  });

  it('publishes its seed once over: each sealed run revealed plays its world with dice of its own', async () => {
    server.setNow('2026-11-26T01:00:00.000Z');
    const { seed } = PastDailyResponseSchema.parse((await pastDay(day)).json);
    for (const { id } of sealedRuns) {
      const record = RunRecordResponseSchema.parse((await getJson(`${server.url}/api/runs/${id}`)).json);
      expect(record.seed?.startsWith(`${seed}/`)).toBe(true);
    }
    expect((await board(day)).runsHiddenUntil).toBeNull();
    server.setNow('2026-11-23T10:00:00.000Z');
  });
});

describe('inscribing the daily challenge of a day drawn before sealed dailies', () => {
  it("puts the entry on the day's board and the season's; the day ranks its own entries", async () => {
    server.setNow('2026-11-23T10:00:00.000Z');
    const seed = openSeed;
    const first = await inscribe(submissionFor(playRun('Dawnrider', seed, 200, 3)));
    expect(first.status).toBe(201);
    const second = await inscribe(submissionFor(playRun('Duskwalker', seed, 260, 11)));
    expect(second.status).toBe(201);
    // A normal run the same day is on the season's board only.
    expect((await inscribe(submissionFor(playRun('Plainwalker', 'plain-seed', 200)))).status).toBe(201);

    const day = await board('2026-11-23');
    expect(day.day).toBe('2026-11-23');
    expect(day.sealed).toBe(false);
    expect(day.total).toBe(2);
    expect(day.totalPages).toBe(1);
    const scores = [JSON.parse(first.text), JSON.parse(second.text)].sort(
      (a, b) => b.finalScore - a.finalScore || a.id - b.id,
    );
    expect(day.scores.map((e) => [e.playerName, e.rank, e.finalScore])).toEqual(
      scores.map((e, i) => [e.playerName, i + 1, e.finalScore]),
    );
    expect((await board('2026-11-23', '?search=dusk')).scores.map((e) => e.playerName)).toEqual(['Duskwalker']);
    expect((await board('2026-11-22')).total).toBe(0);

    const season = (await getJson<SearchScoresResponse>(`${server.url}/api/search-scores?search=walker`)).json;
    expect(season.scores.map((e) => e.playerName).sort()).toEqual(['Duskwalker', 'Plainwalker']);
    expect((await getJson<SearchScoresResponse>(`${server.url}/api/search-scores?search=dawnrider`)).json.total).toBe(
      1,
    );
  });

  it('one entry per name per day: another run under a name the day holds is refused; the same run again is told to play on', async () => {
    const seed = openSeed;
    const other = await inscribe(submissionFor(playRun('Dawnrider', seed, 150, 99)));
    expect([other.status, other.text]).toEqual([400, NAME_TAKEN_MESSAGE]);
    expect(other.headers.get('x-name-suggestions')?.split(',')).toHaveLength(5);
    const again = await inscribe(submissionFor(playRun('Dawnrider', seed, 200, 3)));
    expect([again.status, again.text]).toEqual([422, RUN_NOT_EXTENDED_MESSAGE]);
    // Carried further under its own name, it replaces its entry on both boards.
    const further = await inscribe(submissionFor(playRun('Dawnrider', seed, 320, 3)));
    expect(further.status).toBe(201);
    expect((await board('2026-11-23')).total).toBe(2);
    expect((await board('2026-11-23', '?search=dawn')).scores[0].finalScore).toBe(JSON.parse(further.text).finalScore);
  });

  it("refuses a run whose seed is not the day's, a daily seed sent without its day, and a day long over", async () => {
    const forged = await inscribe(submissionFor(playRun('Forger', `daily-2026-11-23-${'0'.repeat(32)}`, 100)));
    expect([forged.status, forged.text]).toEqual([422, notTheDailyMessage('2026-11-23')]);
    const seed = openSeed;
    const { daily: _day, ...undated } = toGameStatsBody(submissionFor(playRun('Undated', seed, 100)));
    const missing = await postJson(`${server.url}/api/game-stats`, undated);
    expect([missing.status, missing.text]).toEqual([422, DAILY_DAY_MISSING_MESSAGE]);
    const badDay = await postJson(`${server.url}/api/game-stats`, { ...undated, daily: '2026-02-30' });
    expect([badDay.status, badDay.text]).toEqual([400, 'Invalid field daily: use the form 2026-11-23']);

    // Within the hour after midnight a run of the day is still inscribed; from 01:00 UTC it is refused.
    server.setNow('2026-11-24T00:59:00.000Z');
    expect((await inscribe(submissionFor(playRun('Latecomer', seed, 120)))).status).toBe(201);
    server.setNow('2026-11-24T01:00:00.000Z');
    const late = await inscribe(submissionFor(playRun('Toolate', seed, 120)));
    expect([late.status, late.text]).toEqual([422, dailyOverMessage('2026-11-23')]);
    expect(late.text).toBe(
      'Run record refused: the daily challenge of 2026-11-23 is over; its runs were inscribed until 2026-11-24 01:00 UTC',
    );
    server.setNow('2026-11-23T10:00:00.000Z');
  });

  it("hides the day's runs until the day and its grace are over, and says when they open", async () => {
    server.setNow('2026-11-23T23:00:00.000Z');
    const entry = (await board('2026-11-23', '?search=dusk')).scores[0];
    const hidden = await getJson<{ error: string }>(`${server.url}/api/scores/${entry.id}/run`);
    expect([hidden.status, hidden.json]).toEqual([
      403,
      {
        error: 'This daily challenge is still running. Its runs can be watched after 2026-11-24 01:00 UTC.',
        code: 'daily-run-hidden',
      },
    ]);
    expect((await board('2026-11-23')).runsHiddenUntil).toBe('2026-11-24T01:00:00.000Z');
    server.setNow('2026-11-24T00:59:59.000Z');
    expect((await getJson(`${server.url}/api/scores/${entry.id}/run`)).status).toBe(403);
    server.setNow('2026-11-24T01:00:00.000Z');
    const open = await getJson<{ seed: string; playerName: string }>(`${server.url}/api/scores/${entry.id}/run`);
    expect(open.status).toBe(200);
    expect(open.json.playerName).toBe('Duskwalker');
    expect(open.json.seed).toMatch(/^daily-2026-11-23-/);
    expect((await board('2026-11-23')).runsHiddenUntil).toBeNull();
  });

  it('answers 400 for a malformed day', async () => {
    for (const day of ['2026-13-01', 'today', '2026-11-3']) {
      const res = await getJson(`${server.url}/api/daily/${day}/scores`);
      expect([res.status, res.text]).toEqual([400, 'Invalid day: use the form 2026-11-23']);
    }
  });
});
