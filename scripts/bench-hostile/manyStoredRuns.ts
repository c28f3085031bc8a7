// 300,000 stored runs (an upgraded server's file: figures only, logs long expired), written straight
// into the SQLite file before the server starts, which counts them into its statistics at start. Then
// GET /api/stats with its cache off (STATS_CACHE_MS=0: every call computes), 10 a second for 20 s
// from the attack's addresses: each computation must cost milliseconds, never a scan of the runs.
import { seedStoredRuns } from './seedRuns';
import type { Attack } from './types';

const RUNS = 300_000;
const SECONDS = 20;

export const manyStoredRuns: Attack = {
  name: 'stored-runs-stats',
  what: `${RUNS.toLocaleString('en')} stored runs; GET /api/stats uncached, 10 a second for ${SECONDS} s`,
  env: { STATS_CACHE_MS: '0' },
  prepare: async (dataDir) => {
    const started = performance.now();
    await seedStoredRuns(dataDir, RUNS, { now: new Date() });
    return performance.now() - started;
  },
  async run(ctx) {
    const times: number[] = [];
    let ok = 0;
    const end = performance.now() + Math.min(SECONDS * 1000, ctx.timeLeft() - 5000);
    for (let i = 0; performance.now() < end; i++) {
      const next = performance.now() + 100;
      const answer = await ctx.request('GET', '/api/stats', undefined, ctx.addresses[i % ctx.addresses.length]);
      times.push(answer.ms);
      if (answer.status === 200) ok++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p * times.length) / 100) - 1)];
    return (
      `${ok}/${times.length} stats answers 200, p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, ` +
      `max ${times.at(-1)!.toFixed(1)} ms (seeded in ${((ctx.prepared as number) / 1000).toFixed(1)} s)`
    );
  },
};
