// GET /api/stats (the figures of /stats, Where heroes fall) over real HTTP from a known set of witnessed runs: the
// diver bot plays five runs to their deaths on fixed seeds (rules version 3), one more is still playing, one was
// registered and never moved, one is inscribed. The figures are checked against the engine's own account of each
// run (runStory) and pinned to their numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_VERSION, runStory, type GameState } from '../../src/engine';
import { encodeActions } from '../../src/engine/save/actionCodec';
import { toGameStatsBody, type RegisterRunResponse, type RunStatsResponse } from '../../src/shared/api';
import { playRun } from '../../scripts/sim/run';
import { diver } from '../../scripts/sim/diver';
import { submissionFor, testRunSecret } from '../support/engine/runs';
import { getJson, postJson } from '../support/server/http';
import { startLiveApp, type LiveApp } from '../support/server/liveApp';

const SEEDS = ['stats-a', 'stats-b', 'stats-c', 'stats-d', 'stats-e', 'stats-f', 'stats-g'];
const T0 = Date.parse('2026-11-20T10:00:00.000Z');

let app: LiveApp;
const played: { state: GameState; minutes: number }[] = [];

/** Registers a run as 'Sim' (the bot's hero), plays `state`'s actions in batches, the last one `minutes` after the start. */
async function witness(state: GameState | null, minutes: number, label: string): Promise<RegisterRunResponse> {
  app.setNow(new Date(T0));
  const secret = testRunSecret(label);
  const res = await postJson(`${app.url}/api/runs`, { name: 'Sim', rulesVersion: RULES_VERSION, runSecret: secret });
  const run = JSON.parse(res.text) as RegisterRunResponse;
  if (state) {
    for (let at = 0; at < state.actions.length; at += 1000) {
      if (at + 1000 >= state.actions.length) app.setNow(new Date(T0 + minutes * 60_000));
      const actions = encodeActions(state.actions.slice(at, at + 1000));
      expect(
        (await postJson(`${app.url}/api/runs/${run.id}/actions`, { from: at, actions, runSecret: secret })).status,
      ).toBe(200);
    }
  }
  return run;
}

beforeAll(async () => {
  app = await startLiveApp({ runSeeds: SEEDS, config: { STATS_CACHE_MS: 300_000 } });
  // Five runs played to their ends, 7, 19, 30, 44 and 61 minutes long.
  for (const [i, minutes] of [7, 19, 30, 44, 61].entries()) {
    const state = playRun(SEEDS[i], diver, 20_000, Infinity, RULES_VERSION).final;
    played.push({ state, minutes });
    const run = await witness(state, minutes, `stats-${i}`);
    expect(run.seed).toBe(SEEDS[i]);
    if (i === 0) {
      const body = toGameStatsBody(submissionFor(state, { runSecret: testRunSecret('stats-0') }));
      expect((await postJson(`${app.url}/api/game-stats`, body)).status).toBe(201);
    }
  }
  // One still playing (its first 30 actions, last moved 65 minutes in), one never moved.
  const live = playRun(SEEDS[5], diver, 30, Infinity, RULES_VERSION).final;
  played.push({ state: live, minutes: 65 });
  await witness(live, 65, 'stats-5');
  await witness(null, 0, 'stats-6');
  app.setNow(new Date(T0 + 70 * 60_000));
});
afterAll(() => app.stop());

/** Nearest-rank percentiles of `values`, as the server reports them. */
function percentilesOf(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(1, Math.ceil((p * sorted.length) / 100)) - 1];
  return { p10: at(10), p25: at(25), p50: at(50), p75: at(75), p90: at(90), p99: at(99), max: sorted.at(-1) };
}

describe('GET /api/stats', () => {
  it("gives each rules version's figures exactly as the engine tells the runs", async () => {
    const res = await getJson<RunStatsResponse>(`${app.url}/api/stats`);
    expect(res.status).toBe(200);
    const stories = played.map(({ state }) =>
      runStory({ rulesVersion: RULES_VERSION, seed: state.seed, name: 'Sim', actions: state.actions }),
    );
    const deaths = new Map<number, number>();
    const killers = new Map<string, number>();
    for (const story of stories) {
      if (!story.finalBlow) continue;
      deaths.set(story.finalBlow.floor, (deaths.get(story.finalBlow.floor) ?? 0) + 1);
      killers.set(story.finalBlow.monster, (killers.get(story.finalBlow.monster) ?? 0) + 1);
    }
    const expected = {
      rulesVersion: RULES_VERSION,
      runs: 7,
      witnessed: 6,
      live: 1,
      died: stories.filter((s) => s.finalBlow !== null).length,
      won: 0,
      inscribed: 1,
      deathsByFloor: [...deaths].sort((a, b) => a[0] - b[0]).map(([floor, n]) => ({ floor, deaths: n })),
      topKillers: [...killers]
        .map(([monster, kills]) => ({ monster, kills }))
        .sort((a, b) => b.kills - a.kills || a.monster.localeCompare(b.monster, 'en')),
      depth: percentilesOf(stories.map((s) => s.state.dungeon.level)),
      score: percentilesOf(stories.map((s) => s.state.score)),
      actions: percentilesOf(played.map((p) => p.state.actions.length)),
      minutes: percentilesOf(played.map((p) => p.minutes)),
    };
    expect(res.json).toEqual({ generatedAt: '2026-11-20T11:10:00.000Z', versions: [expected] });
    // The same figures as numbers, so a change in the engine or the bot that moves them is seen here.
    expect(expected).toMatchObject(PINNED);
  });

  it('is cached: a run witnessed since does not change the answer until the cache time has passed', async () => {
    const before = (await getJson<RunStatsResponse>(`${app.url}/api/stats`)).json;
    const secret = testRunSecret('late');
    const late = await postJson(`${app.url}/api/runs`, { name: 'Sim', rulesVersion: RULES_VERSION, runSecret: secret });
    expect(late.status).toBe(201);
    expect((await getJson<RunStatsResponse>(`${app.url}/api/stats`)).json).toEqual(before);
    app.setNow(new Date(T0 + 76 * 60_000));
    const after = (await getJson<RunStatsResponse>(`${app.url}/api/stats`)).json;
    expect(after.versions[0].runs).toBe(8);
    expect(after.generatedAt).toBe('2026-11-20T11:16:00.000Z');
  });
});

/** The figures of the set above (the current rules version, the diver bot on seeds stats-a to stats-f). */
const PINNED = {
  runs: 7,
  witnessed: 6,
  live: 1,
  died: 5,
  won: 0,
  inscribed: 1,
  deathsByFloor: [
    { floor: 13, deaths: 1 },
    { floor: 14, deaths: 2 },
    { floor: 22, deaths: 1 },
    { floor: 39, deaths: 1 },
  ],
  topKillers: [
    { monster: 'Orc Warrior', kills: 2 },
    { monster: 'Dark Mage', kills: 1 },
    { monster: 'Lich', kills: 1 },
    { monster: 'Wyvern', kills: 1 },
  ],
  depth: { p10: 1, p25: 13, p50: 14, p75: 22, p90: 39, p99: 39, max: 39 },
  score: { p10: 0, p25: 13210, p50: 14565, p75: 25652, p90: 74782, p99: 74782, max: 74782 },
  actions: { p10: 30, p25: 2247, p50: 2775, p75: 4459, p90: 8822, p99: 8822, max: 8822 },
  minutes: { p10: 7, p25: 19, p50: 30, p75: 61, p90: 65, p99: 65, max: 65 },
};
