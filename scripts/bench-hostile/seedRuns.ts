// Stored witnessed runs by the hundred thousand, written straight into a SQLite data folder in one
// transaction (a few seconds for 300,000), as an upgraded server finds them: the figures only, the
// logs long expired. For GET /api/stats at scale (scripts/bench-hostile/manyStoredRuns.ts and
// tests/integration/statsAtScale.test.ts), with the figures a recomputation expects.
import path from 'node:path';
import Database from 'better-sqlite3';
import { SQLITE_FILE_NAME, SqliteStore } from '../../server/store/sqlite/sqliteStore';
import type { Percentiles, RulesVersionStats } from '../../src/shared/api';
import { TOP_KILLERS } from '../../server/runs/stats';

/** The figures of one run, as the statistics read them. */
export interface SeededRun {
  rulesVersion: number;
  count: number;
  floor: number;
  score: number;
  outcome: 'playing' | 'died' | 'won';
  killer: string | null;
  minutes: number;
  inscribed: boolean;
  /** Moved within the live window before `now`, still playing, with actions (one run in 5,000). */
  live: boolean;
}

/** Numbers in [0, 1) from `seed` (mulberry32, as tests/support/random.ts: scripts do not reach into tests). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KILLERS = [
  'Rat',
  'Goblin',
  'Dark Mage',
  'Wyvern',
  'Chimera',
  'Skeleton',
  'Troll',
  'Lich',
  'Bat',
  'Ogre',
  'Wraith',
];

/**
 * Writes `n` runs into the store of `dataDir` (created and migrated first when new), registered over
 * the 30 days before `now`; a few still move within `liveWindowMs`. Returns their figures.
 */
export async function seedStoredRuns(
  dataDir: string,
  n: number,
  { now, liveWindowMs = 600_000, seed = 27 }: { now: Date; liveWindowMs?: number; seed?: number },
): Promise<SeededRun[]> {
  const store = SqliteStore.open(dataDir);
  await store.init([]);
  await store.close();
  const db = new Database(path.join(dataDir, SQLITE_FILE_NAME));
  const random = seededRandom(seed);
  const int = (below: number) => Math.floor(random() * below);
  const insert = db.prepare(
    `INSERT INTO live_runs (id, name, rules_version, seed, secret_hash, day, hidden_until, started_at, updated_at,
       count, floor, score, outcome, killer, heat, entry_id, expired)
     VALUES (@id, @name, @rules_version, @seed, @secret_hash, NULL, 0, @started_at, @updated_at,
       @count, @floor, @score, @outcome, @killer, 0, @entry_id, @expired)`,
  );
  const runs: SeededRun[] = [];
  const end = now.getTime();
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const rulesVersion = i % 10 === 0 ? 2 : 3;
      const live = i % 5000 === 7;
      const count = i % 20 === 0 ? 0 : 1 + int(20_000);
      const roll = random();
      const outcome = count === 0 || live ? 'playing' : roll < 0.8 ? 'died' : roll < 0.83 ? 'won' : 'playing';
      const floor = count === 0 ? 1 : 1 + int(40);
      const score = count === 0 ? 0 : int(150_000);
      const minutes = count === 0 ? 0 : int(240);
      const updatedAt = live ? end - int(liveWindowMs / 2) : end - liveWindowMs - 1 - int(29 * 86_400_000);
      const startedAt = updatedAt - minutes * 60_000 - int(60_000);
      const killer = outcome === 'died' ? KILLERS[int(KILLERS.length)] : null;
      const inscribed = outcome !== 'playing' && i % 7 === 0;
      insert.run({
        id: `seeded-${i}`,
        name: `Hero ${i}`,
        rules_version: rulesVersion,
        seed: `seed-${seed}-${i}`,
        secret_hash: `hash-${i}`,
        started_at: startedAt,
        updated_at: updatedAt,
        count,
        floor,
        score,
        outcome,
        killer,
        entry_id: inscribed ? `entry-${i}` : null,
        expired: live ? 0 : 1,
      });
      runs.push({
        rulesVersion,
        count,
        floor,
        score,
        outcome,
        killer,
        minutes: Math.floor((updatedAt - startedAt) / 60_000),
        inscribed,
        live,
      });
    }
  })();
  db.close();
  return runs;
}

/** The percentiles the server reports (nearest rank), recomputed from every value. */
function percentilesOf(values: number[]): Percentiles {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) =>
    sorted.length === 0 ? null : sorted[Math.max(1, Math.ceil((p * sorted.length) / 100)) - 1];
  return { p10: at(10), p25: at(25), p50: at(50), p75: at(75), p90: at(90), p99: at(99), max: at(100) };
}

/** GET /api/stats's versions recomputed from every run's figures, as the old full-scan queries gave them. */
export function recomputedStats(runs: readonly SeededRun[]): RulesVersionStats[] {
  const versions = [...new Set(runs.map((r) => r.rulesVersion))].sort((a, b) => b - a);
  return versions.map((rulesVersion) => {
    const of = runs.filter((r) => r.rulesVersion === rulesVersion);
    const moved = of.filter((r) => r.count > 0);
    const died = of.filter((r) => r.outcome === 'died');
    const tally = <K>(keys: K[]) => {
      const map = new Map<K, number>();
      for (const key of keys) map.set(key, (map.get(key) ?? 0) + 1);
      return [...map];
    };
    return {
      rulesVersion,
      runs: of.length,
      witnessed: moved.length,
      live: of.filter((r) => r.live).length,
      died: died.length,
      won: of.filter((r) => r.outcome === 'won').length,
      inscribed: of.filter((r) => r.inscribed).length,
      deathsByFloor: tally(died.map((r) => r.floor))
        .sort((a, b) => a[0] - b[0])
        .map(([floor, deaths]) => ({ floor, deaths })),
      topKillers: tally(died.flatMap((r) => (r.killer === null ? [] : [r.killer])))
        .map(([monster, kills]) => ({ monster, kills }))
        .sort((a, b) => b.kills - a.kills || a.monster.localeCompare(b.monster, 'en'))
        .slice(0, TOP_KILLERS),
      depth: percentilesOf(moved.map((r) => r.floor)),
      score: percentilesOf(moved.map((r) => r.score)),
      actions: percentilesOf(moved.map((r) => r.count)),
      minutes: percentilesOf(moved.map((r) => r.minutes)),
    };
  });
}
