// Statistics from running counts (GET /api/stats over real HTTP): with 300,000 stored runs (an
// upgraded server's file, figures only, logs long expired), the figures served each time the cache
// has expired are those a recomputation over every run gives. How long a reader waits on them is a
// benchmark's figure, not a test's (npm run bench:hostile, stored-runs-stats).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunStatsResponse } from '../../src/shared/api';
import { getJson } from '../support/server/http';
import { startLiveApp, type LiveApp } from '../support/server/liveApp';
import { tempDir } from '../support/server/process';
import { recomputedStats, seedStoredRuns, type SeededRun } from '../../scripts/bench-hostile/seedRuns';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const CACHE_MS = 10_000;

let app: LiveApp;
let runs: SeededRun[];
beforeAll(async () => {
  const dataDir = tempDir('stats-scale-');
  runs = await seedStoredRuns(dataDir, 300_000, { now: new Date(NOW) });
  app = await startLiveApp({ dataDir, now: new Date(NOW).toISOString(), config: { STATS_CACHE_MS: CACHE_MS } });
}, 120_000);
afterAll(() => app?.stop());

describe('GET /api/stats over 300,000 stored runs', () => {
  it('answers with the figures of every run each time the cache expires', async () => {
    const expected = recomputedStats(runs);
    for (let i = 0; i < 3; i++) {
      app.setNow(new Date(NOW + i * (CACHE_MS + 1000)));
      const res = await getJson<RunStatsResponse>(`${app.url}/api/stats`);
      expect(res.status).toBe(200);
      expect(res.json.versions).toEqual(expected);
    }
  });
});
