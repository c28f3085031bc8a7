// The board's sealed side over real HTTP on a real SQLite file: ?sealed=1 on GET /api/high-scores and
// GET /api/search-scores keeps only sealed runs' entries, with search, pages and season ranks, and
// refuses a bad value in the catalogue's voice; an entry's served run (GET /api/scores/:id/run) says
// whether it was sealed; GET /api/stats/entries counts the season's entries by kind, exactly.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/engine';
import {
  EntryKindsResponseSchema,
  ServedRunSchema,
  toGameStatsBody,
  type HighScore,
  type SearchScoresResponse,
} from '../../src/shared/api';
import { playRun, submissionFor, testRunSecret } from '../support/engine/runs';
import { getJson, postJson } from '../support/server/http';
import { startLiveApp, type LiveApp } from '../support/server/liveApp';
import { endAndInscribeSealed, playSealed, registerSealed } from '../support/server/sealed';
import { registerRun, witnessActions } from '../support/server/witness';

const SEEDS = Array.from({ length: 10 }, (_, i) =>
  createHash('sha256').update(`sealed board ${i}`).digest('hex').slice(0, 32),
);

let app: LiveApp;
/** The entries inscribed, by kind, as the 201 answers gave them. */
const sealed: HighScore[] = [];
let witnessed: HighScore;
let open: HighScore;

/** Plays a sealed run of `name` for `steps` actions, ends it and inscribes it: its entry. */
async function inscribeSealed(name: string, steps: number, policySeed: number): Promise<HighScore> {
  const client = await registerSealed(app.url, { name, rulesVersion: RULES_VERSION, runSecret: testRunSecret(name) });
  await playSealed(client, steps, policySeed);
  return endAndInscribeSealed(client, name);
}

beforeAll(async () => {
  app = await startLiveApp({ runSeeds: [...SEEDS] });
  sealed.push(await inscribeSealed('Sealed Ada', 60, 3));
  sealed.push(await inscribeSealed('Sealed Bram', 40, 5));
  sealed.push(await inscribeSealed('Sealed Cole', 20, 7));
  // A witnessed open run: registered, every batch sent, inscribed with its log.
  const secret = testRunSecret('Seen Dana');
  const run = await registerRun(app.url, { name: 'Seen Dana', rulesVersion: RULES_VERSION, runSecret: secret });
  const state = { ...playRun('Seen Dana', run.seed, 80, 9), runSecret: secret };
  await witnessActions(app.url, { ...run, runSecret: secret }, state.actions);
  const seen = await postJson(`${app.url}/api/game-stats`, toGameStatsBody(submissionFor(state)));
  expect(seen.status, seen.text).toBe(201);
  witnessed = JSON.parse(seen.text) as HighScore;
  // An open run: never registered, played in the browser alone.
  const plain = await postJson(
    `${app.url}/api/game-stats`,
    toGameStatsBody(submissionFor(playRun('Open Eli', 'open-eli-seed', 90, 11))),
  );
  expect(plain.status, plain.text).toBe(201);
  open = JSON.parse(plain.text) as HighScore;
});
afterAll(() => app.stop());

/** Every entry of the season, best first, as the unfiltered board lists them. */
async function board(): Promise<HighScore[]> {
  return (await getJson<HighScore[]>(`${app.url}/api/high-scores?limit=100`)).json;
}

describe('the Hall filtered to sealed runs (?sealed=1)', () => {
  it('the entries are what they say they are', () => {
    expect(sealed.map((e) => [e.sealed, e.witnessed])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    expect([witnessed.sealed, witnessed.witnessed]).toEqual([undefined, true]);
    expect([open.sealed, open.witnessed]).toEqual([undefined, undefined]);
  });

  it('GET /api/high-scores?sealed=1 lists only the sealed entries, in board order with season ranks', async () => {
    const all = await board();
    expect(all).toHaveLength(5);
    const expected = all.filter((e) => e.sealed === true).map((e) => [e.playerName, e.rank]);
    expect(expected).toHaveLength(3);
    const res = await getJson<HighScore[]>(`${app.url}/api/high-scores?sealed=1`);
    expect(res.status).toBe(200);
    expect(res.json.map((e) => [e.playerName, e.rank])).toEqual(expected);
    expect((await getJson<HighScore[]>(`${app.url}/api/high-scores?sealed=true&limit=1`)).json).toHaveLength(1);
    // sealed=0 is every entry, as no parameter.
    expect((await getJson<HighScore[]>(`${app.url}/api/high-scores?sealed=0&limit=100`)).json).toHaveLength(5);
  });

  it('GET /api/search-scores?sealed=1 composes with the search and the pages', async () => {
    const all = await board();
    const sealedOrder = all.filter((e) => e.sealed === true);
    const search = async (query: string) =>
      (await getJson<SearchScoresResponse>(`${app.url}/api/search-scores?sealed=1&${query}`)).json;
    const first = await search('limit=2&page=1');
    expect(first).toMatchObject({ total: 3, totalPages: 2 });
    expect(first.scores.map((e) => [e.id, e.rank, e.sealed])).toEqual(
      sealedOrder.slice(0, 2).map((e) => [e.id, e.rank, true]),
    );
    const second = await search('limit=2&page=2');
    expect(second.scores.map((e) => e.id)).toEqual([sealedOrder[2].id]);
    expect(await search('search=bram')).toMatchObject({ total: 1, scores: [{ playerName: 'Sealed Bram' }] });
    // "e" is in every name; the sealed filter keeps three of the five.
    expect((await search('search=e')).total).toBe(3);
    // A witnessed or open entry is found by its name only without the filter.
    expect(await search('search=dana')).toMatchObject({ total: 0, scores: [] });
    expect(await search('search=eli')).toMatchObject({ total: 0, scores: [] });
    // With witnessed=1 too: still the sealed ones (a sealed run is witnessed).
    expect((await search('witnessed=1')).total).toBe(3);
    const seen = await getJson<SearchScoresResponse>(`${app.url}/api/search-scores?witnessed=1`);
    expect(seen.json.total).toBe(4);
  });

  it('refuses a bad value of sealed with a 400 that says what to send', async () => {
    for (const path of [
      '/api/search-scores?sealed=yes',
      '/api/search-scores?sealed=2',
      '/api/search-scores?sealed=1&sealed=1',
      '/api/high-scores?sealed=on',
      '/api/high-scores?sealed=',
    ]) {
      const res = await getJson(`${app.url}${path}`);
      expect([path, res.status, res.text]).toEqual([path, 400, 'Invalid sealed: use 1 or 0']);
    }
  });
});

describe("an entry's served run", () => {
  it('says it was sealed, with its run times, as its board row does', async () => {
    const row = sealed[0];
    const res = await getJson(`${app.url}/api/scores/${row.id}/run?compact=1`);
    expect(res.status).toBe(200);
    const served = ServedRunSchema.parse(res.json);
    expect(served).toMatchObject({
      playerName: 'Sealed Ada',
      witnessed: true,
      sealed: true,
      runStartedAt: row.runStartedAt,
      runLastMoveAt: row.runLastMoveAt,
    });
  });

  it('a witnessed run is witnessed, not sealed; an open run is neither', async () => {
    const seen = (await getJson(`${app.url}/api/scores/${witnessed.id}/run`)).json as Record<string, unknown>;
    expect(seen).toMatchObject({ witnessed: true, sealed: false, runStartedAt: witnessed.runStartedAt });
    const plain = (await getJson(`${app.url}/api/scores/${open.id}/run?compact=1`)).json as Record<string, unknown>;
    expect(plain).toMatchObject({ witnessed: false, sealed: false });
    expect(plain).not.toHaveProperty('runStartedAt');
  });
});

describe('GET /api/stats/entries', () => {
  it("counts the season's entries by kind, each once, and follows a removal at once", async () => {
    const res = await getJson(`${app.url}/api/stats/entries`);
    expect(res.status).toBe(200);
    expect(EntryKindsResponseSchema.parse(res.json)).toEqual({
      season: '2026-Q4',
      sealed: 3,
      witnessed: 1,
      open: 1,
      total: 5,
    });
    expect((await getJson(`${app.url}/api/stats/entries?season=2026-Q3`)).json).toEqual({
      season: '2026-Q3',
      sealed: 0,
      witnessed: 0,
      open: 0,
      total: 0,
    });
    const bad = await getJson(`${app.url}/api/stats/entries?season=autumn`);
    expect([bad.status, bad.text]).toEqual([400, 'Invalid season: use the form 2026-Q3']);

    expect(await app.repos.entries.removeEntry(sealed[2].id)).toBe(true);
    expect((await getJson(`${app.url}/api/stats/entries`)).json).toMatchObject({ sealed: 2, total: 4 });
    expect((await getJson<SearchScoresResponse>(`${app.url}/api/search-scores?sealed=1`)).json.total).toBe(2);
  });
});
