// The daily challenge over real HTTP on a real SQLite file, with an injected clock: one stored seed
// per UTC day, inscriptions on the day's board and the season's, one entry per name per day, and
// the day's runs hidden until the day (and its inscription grace) is over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  toGameStatsBody,
  type DailyResponse,
  type DailyScoresResponse,
  type SearchScoresResponse,
} from '../../src/shared/api';
import { NAME_TAKEN_MESSAGE } from '../../src/shared/heroName';
import { RULES_VERSION } from '../../src/engine';
import { DAILY_DAY_MISSING_MESSAGE, dailyOverMessage, notTheDailyMessage } from '../../server/daily/service';
import { RUN_NOT_EXTENDED_MESSAGE } from '../../server/scores/service';
import { startApp, type TestServer } from '../support/server/process';
import { getJson, postJson } from '../support/server/http';
import { playRun, submissionFor } from '../support/engine/runs';
import { witnessDaily } from '../support/server/witness';

let server: TestServer;
beforeAll(async () => {
  server = await startApp({ now: '2026-11-23T10:00:00.000Z' });
});
afterAll(() => server.stop());

const daily = async () => (await getJson<DailyResponse>(`${server.url}/api/daily`)).json;
const board = async (day: string, query = '') =>
  (await getJson<DailyScoresResponse>(`${server.url}/api/daily/${day}/scores${query}`)).json;
// Today's daily runs are witnessed as they are played first: a day's board ranks only witnessed runs.
const inscribe = async (body: ReturnType<typeof submissionFor>) => {
  await witnessDaily(server.url, body);
  return postJson(`${server.url}/api/game-stats`, toGameStatsBody(body));
};

describe('GET /api/daily', () => {
  it('gives every caller of a day the same stored seed, even ten first callers at once, and another seed the next day', async () => {
    server.setNow('2026-11-22T08:00:00.000Z');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => getJson<DailyResponse>(`${server.url}/api/daily`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json.seed)).size).toBe(1);
    expect(answers[0].json).toEqual({
      day: '2026-11-22',
      seed: expect.stringMatching(/^daily-2026-11-22-[0-9a-f]{32}$/),
      rulesVersion: RULES_VERSION,
      startsAt: '2026-11-22T00:00:00.000Z',
      endsAt: '2026-11-23T00:00:00.000Z',
    });
    expect(answers[0].headers.get('cache-control')).toBe('no-store');
    // Late in the same day, the same seed; after midnight UTC, a new one.
    server.setNow('2026-11-22T23:59:59.000Z');
    expect((await daily()).seed).toBe(answers[0].json.seed);
    server.setNow('2026-11-23T00:00:00.000Z');
    const next = await daily();
    expect(next.day).toBe('2026-11-23');
    expect(next.seed).not.toBe(answers[0].json.seed);
    expect(next.seed).toMatch(/^daily-2026-11-23-[0-9a-f]{32}$/);
  });
});

describe('inscribing the daily challenge', () => {
  it("puts the entry on the day's board and the season's; the day ranks its own entries", async () => {
    server.setNow('2026-11-23T10:00:00.000Z');
    const { seed } = await daily();
    const first = await inscribe(submissionFor(playRun('Dawnrider', seed, 200, 3)));
    expect(first.status).toBe(201);
    const second = await inscribe(submissionFor(playRun('Duskwalker', seed, 260, 11)));
    expect(second.status).toBe(201);
    // A normal run the same day is on the season's board only.
    expect((await inscribe(submissionFor(playRun('Plainwalker', 'plain-seed', 200)))).status).toBe(201);

    const day = await board('2026-11-23');
    expect(day.day).toBe('2026-11-23');
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
    const { seed } = await daily();
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
    const { seed } = await daily();
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
