// First-hit search latency on 1,000,000 entries: every query is new to the store (no cached count
// or page), timed in-process (store.searchEntries) and then over HTTP (a real app on loopback,
// one request at a time, other distinct queries). Queries are drawn from the stored names and
// from random text, classed by length (1-2, 3-4, 5+ characters) and by their number of matches
// (common 50,000+, medium 500+, rare 1+, none), each at page 1, page 500, its middle page
// (ceil(total / 20): the deepest from both ends), its last page and the page past the end. Prints
// p50/p99 per class, then the middle pages of the densest short queries one by one; never fails on speed.
// Run: npx tsx tests/bench/searchFirstHit.bench.ts  (BENCH_DATA_DIR reuses a seeded folder;
// BENCH_BUSY=N runs N busy-looping processes alongside, for a loaded machine).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { seasonAt } from '../../src/shared/season';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { SqliteStore, SQLITE_FILE_NAME } from '../../server/store/sqlite/sqliteStore';
import { seedEntries } from './seedEntries';
import { seededRandom } from '../support/random';
import { repositoriesOf } from '../../server/repositories';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const PER_CLASS = Number(process.env.BENCH_PER_CLASS ?? 40);
const season = seasonAt(new Date()).id;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `hall-of-legends-bench-${season}-${ENTRIES}`);
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789 -_';

interface Query {
  search: string;
  page: number;
}

/** Distinct candidate queries: pieces of stored names (1 in 499) and random text, 1 to 9 characters. */
function candidates(names: string[]): string[] {
  const random = seededRandom(7);
  const found = new Set<string>([...ALPHABET]);
  for (const a of ALPHABET) for (const b of ALPHABET) found.add(a + b);
  for (let i = 0; i < names.length; i += 499) {
    const name = names[i];
    const len = 3 + Math.floor(random() * 7);
    const at = Math.floor(random() * Math.max(1, name.length - len + 1));
    found.add(name.slice(at, at + len));
  }
  for (let i = 0; i < 600; i++) {
    found.add(Array.from({ length: 3 + (i % 5) }, () => ALPHABET[Math.floor(random() * 26)]).join(''));
  }
  return [...found].filter((q) => q.trim() === q && q.length > 0);
}

function density(total: number): string {
  if (total >= 50_000) return 'common';
  if (total >= 500) return 'medium';
  return total > 0 ? 'rare' : 'none';
}

/** Query classes ("3-4 chars, medium, page 500") with distinct queries; counted by a plain scan of the names. */
function classes(dbFile: string): Map<string, Query[]> {
  const db = new Database(dbFile, { readonly: true });
  const names = db.prepare('SELECT name_key FROM entries WHERE season = ?').pluck().all(season) as string[];
  db.close();
  const groups = new Map<string, Query[]>();
  const random = seededRandom(11);
  for (const search of candidates(names).sort(() => random() - 0.5)) {
    let total = 0;
    for (const name of names) if (name.includes(search)) total++;
    const length = search.length <= 2 ? '1-2' : search.length <= 4 ? '3-4' : '5+';
    const last = Math.max(1, Math.ceil(total / 10));
    const pages: [string, number][] = [
      ['page 1', 1],
      ['last page', last],
      ['past the end', last + 1],
    ];
    if (total >= 5000) pages.push(['page 500', 500]);
    if (total > 20) pages.push(['middle page', Math.ceil(total / 20)]);
    // Each query serves one page kind only: its count would be cached for the next.
    const [kind, page] = pages[Math.floor(random() * pages.length)];
    const key = `${length.padEnd(3)} chars, ${density(total).padEnd(6)}, ${kind}`;
    const list = groups.get(key) ?? [];
    if (list.length < PER_CLASS * 2) list.push({ search, page });
    groups.set(key, list);
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function report(kind: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  process.stdout.write(
    `  ${kind.padEnd(40)} n ${String(times.length).padStart(3)}  p50 ${f(percentile(sorted, 50))} ms  p99 ${f(percentile(sorted, 99))} ms  max ${f(sorted[sorted.length - 1])} ms\n`,
  );
}

/** Times `run` on each query of each class; `half` picks the even (0) or odd (1) queries. */
async function timeClasses(
  groups: Map<string, Query[]>,
  half: number,
  run: (q: Query) => Promise<void>,
): Promise<void> {
  for (const [kind, list] of groups) {
    const times: number[] = [];
    for (const q of list.filter((_, i) => i % 2 === half)) {
      const t = performance.now();
      await run(q);
      times.push(performance.now() - t);
    }
    if (times.length > 0) report(kind, times);
  }
}

/** The middle page of the densest short queries and the page after it, each page new to the store (the count is read first). */
async function denseMiddlePages(store: SqliteStore): Promise<void> {
  process.stdout.write('Middle pages of dense short queries (in-process, page not cached):\n');
  for (const search of ['a', 'e', '1', ' ', 'an', 'er', 'ng ', 'ar', 'ing']) {
    const { total } = await repositoriesOf(store).board.searchEntries({
      season,
      query: search,
      limit: 10,
      offset: 1_000_000_000,
    });
    const page = Math.ceil(total / 20);
    const times: string[] = [];
    for (const at of [page, page + 1]) {
      const t = performance.now();
      await repositoriesOf(store).board.searchEntries({ season, query: search, limit: 10, offset: (at - 1) * 10 });
      times.push(`${(performance.now() - t).toFixed(1)} ms`);
    }
    process.stdout.write(
      `  ${JSON.stringify(search).padEnd(6)} ${String(total).padStart(7)} matches, pages ${page} and ${page + 1}: ${times.join(', ')}\n`,
    );
  }
}

async function overHttp(store: SqliteStore, groups: Map<string, Query[]>): Promise<void> {
  const app = createApp({
    store,
    config: testConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: false }),
  });
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.stdout.write('Over HTTP (loopback, one request at a time), first hit of each query:\n');
  try {
    await timeClasses(groups, 1, async (q) => {
      const res = await fetch(
        `${base}/api/search-scores?search=${encodeURIComponent(q.search)}&page=${q.page}&limit=10`,
      );
      await res.text();
      if (!res.ok) throw new Error(`${q.search}: ${res.status}`);
    });
  } finally {
    server.close();
  }
}

/** N child processes spinning on the CPU until killed. */
function busyLoops(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

async function main(): Promise<void> {
  const dbFile = path.join(dataDir, SQLITE_FILE_NAME);
  if (!fs.existsSync(dbFile)) {
    process.stdout.write(`Seeding ${ENTRIES.toLocaleString('en')} entries in ${season} into ${dataDir} ...\n`);
    await seedEntries(dataDir, season, ENTRIES);
  }
  const store = SqliteStore.open(dataDir);
  const warm = performance.now();
  await repositoriesOf(store).board.warmUp?.(season);
  process.stdout.write(
    `Opened ${dataDir}; warm-up (rank index, block summary, season count) ${Math.round(performance.now() - warm)} ms\n`,
  );
  const groups = classes(dbFile);
  const busy = busyLoops(Number(process.env.BENCH_BUSY ?? 0));
  try {
    process.stdout.write(
      `In-process (store.searchEntries), first hit of each query${busy.length ? `, ${busy.length} busy loops` : ''}:\n`,
    );
    await timeClasses(groups, 0, async (q) => {
      await repositoriesOf(store).board.searchEntries({
        season,
        query: q.search,
        limit: 10,
        offset: (q.page - 1) * 10,
      });
    });
    await overHttp(store, groups);
    await denseMiddlePages(store);
  } finally {
    for (const child of busy) child.kill();
    await store.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
