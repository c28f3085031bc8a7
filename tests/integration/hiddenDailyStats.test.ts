// Hidden means hidden (GET /api/stats over real HTTP): a daily run whose day (and its inscription
// grace) has not ended is absent from the statistics, their counts and the live count, exactly as
// from the live list; once the day is over it enters the figures like any other run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeActions } from '../../src/engine/save/actionCodec';
import { RULES_VERSION } from '../../src/engine';
import { dailySeedOf } from '../../src/shared/daily';
import type { DailyResponse, LiveRunsResponse, RegisterRunResponse, RunStatsResponse } from '../../src/shared/api';
import { playRun } from '../../scripts/sim/run';
import { diver } from '../../scripts/sim/diver';
import type { GameState } from '../../src/engine';
import { testRunSecret } from '../support/engine/runs';
import { getJson, postJson } from '../support/server/http';
import { startLiveApp, type LiveApp } from '../support/server/liveApp';

let app: LiveApp;
let day: DailyResponse;
beforeAll(async () => {
  app = await startLiveApp({
    now: '2026-11-23T10:00:00.000Z',
    runSeeds: ['hidden-normal'],
    config: { STATS_CACHE_MS: 0 },
  });
  // The day's seed drawn here, not from random bytes: its two dailies must die within 20,000 steps every run.
  // An open day (as drawn before sealed dailies): its runs are registered unsealed and played from its seed.
  const draw = {
    seed: dailySeedOf('2026-11-23', new Uint8Array(16).fill(7)),
    rulesVersion: RULES_VERSION,
    sealedOnly: false,
  };
  await app.repos.daily.draw('2026-11-23', draw, app.now());
  day = (await getJson<DailyResponse>(`${app.url}/api/daily`)).json;
});
afterAll(() => app.stop());

/** Registers a run as 'Sim' (the bot's hero) and sends `state`'s actions in batches. */
async function witness(label: string, extra: Record<string, unknown>, play: (seed: string) => GameState) {
  const runSecret = testRunSecret(label);
  const res = await postJson(`${app.url}/api/runs`, {
    name: 'Sim',
    rulesVersion: day.rulesVersion,
    runSecret,
    ...extra,
  });
  expect(res.status).toBe(201);
  const run = JSON.parse(res.text) as RegisterRunResponse;
  const { actions } = play(run.seed);
  for (let from = 0; from < actions.length; from += 1000) {
    const batch = encodeActions(actions.slice(from, from + 1000));
    expect((await postJson(`${app.url}/api/runs/${run.id}/actions`, { from, actions: batch, runSecret })).status).toBe(
      200,
    );
  }
  return run;
}

const stats = async () => (await getJson<RunStatsResponse>(`${app.url}/api/stats`)).json.versions;
const listed = async () => (await getJson<LiveRunsResponse>(`${app.url}/api/runs/live`)).json.runs;

describe('daily runs in the statistics', () => {
  it('leave out a daily run until its day is over, then count it like any other', async () => {
    // One normal run on the move; two dailies played to their deaths, one daily still going.
    await witness('normal', {}, (seed) => playRun(seed, diver, 40, Infinity, day.rulesVersion).final);
    const before = await stats();
    for (const label of ['daily-a', 'daily-b'])
      await witness(
        label,
        { daily: day.day },
        (seed) => playRun(seed, diver, 20_000, Infinity, day.rulesVersion).final,
      );
    await witness('daily-c', { daily: day.day }, (seed) => playRun(seed, diver, 30, Infinity, day.rulesVersion).final);

    const hidden = await stats();
    expect(hidden).toEqual(before);
    expect(hidden).toEqual([
      expect.objectContaining({ runs: 1, witnessed: 1, live: 1, died: 0, deathsByFloor: [], topKillers: [] }),
    ]);
    expect((await listed()).length).toBe(hidden[0].live);

    app.setNow('2026-11-24T00:59:59.000Z');
    expect((await stats())[0]).toMatchObject({ runs: 1, witnessed: 1, died: 0 });
    // The day and its grace are over: all four count; none moved within the live window.
    app.setNow('2026-11-24T01:00:00.000Z');
    const open = await stats();
    expect(open[0]).toMatchObject({ runs: 4, witnessed: 4, live: 0, died: 2 });
    expect(open[0].deathsByFloor.reduce((n, row) => n + row.deaths, 0)).toBe(2);
    expect(open[0].topKillers.reduce((n, row) => n + row.kills, 0)).toBe(2);
    expect((await listed()).length).toBe(0);
  });
});
