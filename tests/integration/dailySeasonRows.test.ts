// The daily challenge's entries on the SEASON's board, over real HTTP with an injected clock: while the
// day (and its inscription grace) runs, each daily row says when its run opens, so the Hall shows
// "Watch after ..." instead of a link to a 403; normal runs' rows never say so, and from 01:00 UTC
// the next day the daily rows no longer do either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  toGameStatsBody,
  type DailyScoresResponse,
  type HighScore,
  type HighScoresResponse,
  type SearchScoresResponse,
} from '../../src/shared/api';
import { startApp, type TestServer } from '../support/server/process';
import { getJson, postJson } from '../support/server/http';
import { drawOpenDay, witnessDaily } from '../support/server/witness';
import { playRun, submissionFor } from '../support/engine/runs';

let server: TestServer;
const answers: Record<string, string> = {};
beforeAll(async () => {
  server = await startApp({ now: '2026-11-23T10:00:00.000Z' });
  // An open day (drawn before sealed dailies): its runs are witnessed open and sent as run records.
  const seed = await drawOpenDay(server.repos, '2026-11-23', '2026-11-23T00:00:01.000Z');
  for (const state of [
    playRun('Dawnrider', seed, 200, 3),
    playRun('Duskwalker', seed, 260, 11),
    playRun('Plainwalker', 'plain-seed', 200),
  ]) {
    // Witnessed as played: a day's board ranks only witnessed runs.
    await witnessDaily(server.url, submissionFor(state));
    const res = await postJson(`${server.url}/api/game-stats`, toGameStatsBody(submissionFor(state)));
    expect(res.status).toBe(201);
    // The inscription's own answer says it too (the share links after inscribing depend on it).
    answers[state.player.name] = (JSON.parse(res.text) as HighScore).runsHiddenUntil ?? '-';
  }
});
afterAll(() => server.stop());

/** Each row's name and when its run opens ('-' when it can be watched). */
const opening = (rows: readonly HighScore[]) =>
  Object.fromEntries(rows.map((e) => [e.playerName, e.runsHiddenUntil ?? '-']));
const searchRows = async (query = '') =>
  (await getJson<SearchScoresResponse>(`${server.url}/api/search-scores${query}`)).json.scores;
const topRows = async () => (await getJson<HighScoresResponse>(`${server.url}/api/high-scores`)).json;

describe('daily entries on the season board', () => {
  it("carry when their runs open while the day runs (search-scores, high-scores, the day's board); normal runs never do", async () => {
    const hidden = { Dawnrider: '2026-11-24T01:00:00.000Z', Duskwalker: '2026-11-24T01:00:00.000Z', Plainwalker: '-' };
    expect(answers).toEqual(hidden);
    expect(opening(await searchRows())).toEqual(hidden);
    expect(opening(await topRows())).toEqual(hidden);
    expect(opening(await searchRows('?search=walker'))).toEqual({
      Duskwalker: '2026-11-24T01:00:00.000Z',
      Plainwalker: '-',
    });
    expect(
      opening((await getJson<DailyScoresResponse>(`${server.url}/api/daily/2026-11-23/scores`)).json.scores),
    ).toEqual({ Dawnrider: '2026-11-24T01:00:00.000Z', Duskwalker: '2026-11-24T01:00:00.000Z' });
    // What the row promises is what the run's page answers: 403 until then.
    const dusk = (await searchRows('?search=dusk'))[0];
    expect((await getJson(`${server.url}/api/scores/${dusk.id}/run`)).status).toBe(403);
    // Still during the grace after midnight.
    server.setNow('2026-11-24T00:59:59.000Z');
    expect(opening(await searchRows())).toEqual(hidden);
  });

  it('no longer carry it once the day and its grace are over, when the runs can be watched', async () => {
    server.setNow('2026-11-24T01:00:00.000Z');
    const open = { Dawnrider: '-', Duskwalker: '-', Plainwalker: '-' };
    const rows = await searchRows();
    expect(opening(rows)).toEqual(open);
    expect(rows.every((e) => !('runsHiddenUntil' in e))).toBe(true);
    expect(opening(await topRows())).toEqual(open);
    const dusk = rows.find((e) => e.playerName === 'Duskwalker');
    expect((await getJson(`${server.url}/api/scores/${dusk?.id}/run`)).status).toBe(200);
  });
});
