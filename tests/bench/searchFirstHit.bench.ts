// First-hit search latency on 1,000,000 entries: every query is new to the store (no cached count
// or page), timed in-process (store.searchEntries) and then over HTTP (a real app on loopback,
// one request at a time, other distinct queries). Four kinds of 100 queries each: common 3+
// letters, rare, 1-2 letters, and page 500 of common queries. Prints p50/p99; never fails on speed.
// Run: npx tsx tests/bench/searchFirstHit.bench.ts  (BENCH_DATA_DIR reuses a seeded folder).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { seasonAt } from '../../src/shared/season';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { SqliteStore, SQLITE_FILE_NAME } from '../../server/store/sqlite/sqliteStore';
import { FIRST_NAME_PARTS, SECOND_NAME_PARTS, seedEntries } from './seedEntries';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const season = seasonAt(new Date()).id;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `hall-of-legends-bench-${season}-${ENTRIES}`);

interface Query {
  search: string;
  page: number;
}

/** Distinct substrings (length 3-7) of the common name parts, spread over the parts. */
function commonSubstrings(): string[] {
  const found = new Set<string>();
  for (let len = 3; len <= 7; len++) {
    for (const first of FIRST_NAME_PARTS) {
      for (const second of SECOND_NAME_PARTS) {
        const name = (first + second).toLowerCase();
        for (let at = 0; at + len <= name.length; at += 2) found.add(name.slice(at, at + len));
      }
    }
  }
  return [...found];
}

/** Four sets of 100 distinct queries; the HTTP round uses the second 100 of each kind. */
function queries(round: number): Record<string, Query[]> {
  const common = commonSubstrings();
  const pick = (list: string[], n: number, from: number) => list.filter((_, i) => i % 3 === round % 3).slice(from, from + n);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789 -_';
  const short = [...alphabet].concat([...alphabet].flatMap((a) => [...'aeinorstlh'].map((b) => a + b)));
  return {
    'common 3+ letters, page 1': pick(common, 100, 0).map((search) => ({ search, page: 1 })),
    'rare (few matches), page 1': Array.from({ length: 100 }, (_, i) => ({
      search: i % 4 === 0 ? `zephyrine ${(i * 7919 + round * 31) % 1000}` : String(100_000 + ((i * 7919 + round * 104_729) % 899_999)),
      page: 1,
    })),
    '1-2 letters, page 1': short.filter((_, i) => i % 3 === round % 3).slice(0, 100).map((search) => ({ search, page: 1 })),
    'common, page 500': pick(common, 100, 100).map((search) => ({ search, page: 500 })),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function report(kind: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(8);
  process.stdout.write(`  ${kind.padEnd(30)} p50 ${f(percentile(sorted, 50))} ms  p99 ${f(percentile(sorted, 99))} ms  max ${f(sorted[sorted.length - 1])} ms\n`);
}

async function inProcess(store: SqliteStore): Promise<void> {
  process.stdout.write('In-process (store.searchEntries), first hit of each query:\n');
  for (const [kind, list] of Object.entries(queries(0))) {
    const times: number[] = [];
    for (const q of list) {
      const t = performance.now();
      await store.searchEntries(season, q.search, 10, (q.page - 1) * 10);
      times.push(performance.now() - t);
    }
    report(kind, times);
  }
}

async function overHttp(store: SqliteStore): Promise<void> {
  const app = createApp({ store, config: testConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: false }) });
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.stdout.write('Over HTTP (loopback, one request at a time), first hit of each query:\n');
  try {
    for (const [kind, list] of Object.entries(queries(1))) {
      const times: number[] = [];
      for (const q of list) {
        const t = performance.now();
        const res = await fetch(`${base}/api/search-scores?search=${encodeURIComponent(q.search)}&page=${q.page}&limit=10`);
        await res.text();
        if (!res.ok) throw new Error(`${q.search}: ${res.status}`);
        times.push(performance.now() - t);
      }
      report(kind, times);
    }
  } finally {
    server.close();
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, SQLITE_FILE_NAME))) {
    process.stdout.write(`Seeding ${ENTRIES.toLocaleString('en')} entries in ${season} into ${dataDir} ...\n`);
    await seedEntries(dataDir, season, ENTRIES);
  }
  const store = SqliteStore.open(dataDir);
  const warm = performance.now();
  await store.warmUp(season);
  process.stdout.write(`Opened ${dataDir}; warm-up (rank index, season count) ${Math.round(performance.now() - warm)} ms\n`);
  await inProcess(store);
  await overHttp(store);
  await store.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
