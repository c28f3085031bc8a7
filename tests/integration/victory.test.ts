// A won run (taking floor 100's last portal ends the run as a victory) on the server: a run that took the last
// portal is inscribed with `won` (derived by the server's own replay, a differing claim refused), its board rows
// and its served run say so, and an old-style body without `won` is still taken. Over real HTTP on a real SQLite
// file (the stores' own keeping of `won`: tests/integration/entryRepository.contract.ts and store.sqlite.test.ts). The won
// run is real: the explorer bot's, played to floor 100 under a test-only rules version (version 2's tables with
// the bottom as a victory, tests/support/engine/victoryRules.ts), so these cases do not wait for the newest
// tables' tuning; the e2e test inscribes the stored run of the real version.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apply, runOutcome, type GameState } from '../../src/engine';
import { toGameStatsBody, type HighScore, type SearchScoresResponse } from '../../src/shared/api';
import { startApp, type TestServer } from '../support/server/process';
import { playRun, submissionFor, testRunSecret } from '../support/engine/runs';
import { victorAtExit } from '../support/engine/victor';
import { TEST_VICTORY_VERSION } from '../support/engine/victoryRules';
import { getJson, postJson } from '../support/server/http';

vi.mock(import('../../src/engine/versions/profiles'), async (real) =>
  (await import('../support/engine/victoryRules')).withTestVictoryRules(await real()),
);

let server: TestServer;
/** A real run of the explorer bot that took floor 100's last portal. */
let victor: GameState;

beforeAll(async () => {
  server = await startApp();
  const atExit = victorAtExit(TEST_VICTORY_VERSION);
  if (atExit === null)
    throw new Error('no seed of the victory search reached floor 100: see tests/support/engine/victor.ts');
  // The run's secret (never part of the replay) lets it be carried further by its owner.
  victor = { ...apply(atExit, { type: 'descend' }), runSecret: testRunSecret('victor') };
});
afterAll(() => server.stop());

const submit = (body: unknown) => postJson(`${server.url}/api/game-stats`, body);

/** The wire body of `state` under `name`, with `extra` fields on top. */
function bodyOf(state: GameState, name: string, extra: Record<string, unknown> = {}) {
  return { ...toGameStatsBody({ ...submissionFor(state), playerName: name }), ...extra };
}

describe('inscribing a run that took the last portal', () => {
  it('refuses it when it claims it was not won (422, naming the field)', async () => {
    const res = await submit(bodyOf(victor, 'Conqueror', { won: false }));
    expect(res.status).toBe(422);
    expect(res.text).toBe('Score refused: claimed won false does not match the replayed run (true)');
  });

  it('answers 201 with won true; its board rows and its served run carry it', async () => {
    expect(runOutcome(victor)).toBe('won');
    const body = bodyOf(victor, 'Conqueror');
    expect(body.won).toBe(true);
    expect(body.dungeonLevel).toBe(100);

    const res = await submit(body);
    expect(res.status, res.text).toBe(201);
    const entry = JSON.parse(res.text) as HighScore;
    expect(entry).toMatchObject({ playerName: 'Conqueror', won: true, dungeonLevel: 100, finalScore: victor.score });

    const top = await getJson<HighScore[]>(`${server.url}/api/high-scores`);
    expect(top.json.find((e) => e.id === entry.id)?.won).toBe(true);
    const search = await getJson<SearchScoresResponse>(`${server.url}/api/search-scores?search=conq`);
    expect(search.json.scores.map((e) => [e.playerName, e.won])).toEqual([['Conqueror', true]]);
    const run = await getJson<{ figures: Record<string, unknown> }>(
      `${server.url}/api/scores/${entry.id}/run?compact=1`,
    );
    expect(run.json.figures).toMatchObject({ won: true, dungeonLevel: 100, finalScore: victor.score });
  });

  it('takes an old-style body without `won` carrying it further, and derives won from the replay', async () => {
    // After the victory every action is refused, yet recorded: its owner may inscribe the longer log.
    const further = apply(victor, { type: 'rest' });
    expect(further.log.at(-1)).toBe('Your quest is fulfilled: the dungeon is conquered. Begin a new adventure.');
    const { won: _won, ...old } = bodyOf(further, 'Conqueror');
    expect('won' in old).toBe(false);
    const res = await submit(old);
    expect(res.status, res.text).toBe(201);
    expect(JSON.parse(res.text) as HighScore).toMatchObject({ playerName: 'Conqueror', won: true, rank: 1 });
  });
});

describe('inscribing a run that did not win', () => {
  it('refuses a claimed won (422, in the voice of the other claimed figures)', async () => {
    const body = bodyOf(playRun('Pretender', 'pretender-seed', 150), 'Pretender', { won: true });
    const res = await submit(body);
    expect(res.status).toBe(422);
    expect(res.text).toBe('Score refused: claimed won true does not match the replayed run (false)');
  });

  it('takes an old-style body without `won`: 201, and the row is not won', async () => {
    const { won: _won, ...old } = bodyOf(playRun('Elder Scribe', 'elder-scribe-seed', 150), 'Elder Scribe');
    expect('won' in old).toBe(false);
    const res = await submit(old);
    expect(res.status, res.text).toBe(201);
    const entry = JSON.parse(res.text) as HighScore;
    expect(entry.won).toBe(false);
    const top = await getJson<HighScore[]>(`${server.url}/api/high-scores`);
    expect(top.json.find((e) => e.id === entry.id)?.won).toBe(false);
  });

  it('takes won false on a run that did not win', async () => {
    const res = await submit(bodyOf(playRun('Plain Hero', 'plain-hero-seed', 150), 'Plain Hero', { won: false }));
    expect(res.status, res.text).toBe(201);
    expect((JSON.parse(res.text) as HighScore).won).toBe(false);
  });
});
