// `npm run bench:server`: seeds 1,000,000 entries in the current season (SQLite), starts the
// real server and a bare Express route in child processes, and drives each call for 10 s with
// autocannon (50 connections, loopback). Prints requests/s, p50, p99, the ratio of each read
// to the bare-Express ceiling, and the server's memory. Never fails on speed.
// Env: BENCH_ENTRIES, BENCH_DURATION, BENCH_SUBMISSIONS, BENCH_DATA_DIR; BENCH_VERIFY_WORKERS (unset:
// the server's default, cores - 1); BENCH_ONLY=game-stats skips the reads. Submissions carry the
// compact action log, the one form the server reads.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { seasonAt } from '../../src/shared/season';
import { toGameStatsBody } from '../../src/shared/api';
import { defaultVerifyWorkers } from '../../server/config';
import { SQLITE_FILE_NAME } from '../../server/store/sqlite/sqliteStore';
import { playRun, submissionFor } from '../support/engine/runs';
import { seedEntries } from './seedEntries';
// @ts-expect-error: a plain .mjs build script without type declarations
import { SERVER_DIST, buildServer } from '../../scripts/buildServer.mjs';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
// Verified submissions sent (each a distinct run), so none is refused as a copy.
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 2000);
const CONNECTIONS = 50;
const ONLY_SUBMISSIONS = process.env.BENCH_ONLY === 'game-stats';
const season = seasonAt(new Date()).id;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `hall-of-legends-bench-${season}-${ENTRIES}`);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** Starts `args` in a child node process and waits until `ready` says so. */
async function startChild(
  args: string[],
  env: Record<string, string>,
  ready: () => Promise<boolean>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.resume();
  for (let i = 0; i < 600; i++) {
    if (await ready().catch(() => false)) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${args.join(' ')} did not start`);
}

/** Resident and peak memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: Math.round(kb('VmRSS')), peak: Math.round(kb('VmHWM')) };
}

/**
 * One autocannon run, with the answers counted up to the last one: autocannon notices the end of a
 * bounded run (`amount`) only at its next one-second tick, so its own rate reads 2,000 answers in
 * 6.1 s as 2,000 in 7 s (286/s instead of 328/s).
 */
function runAutocannon(options: Parameters<typeof autocannon>[0]): Promise<{ result: Result; rps: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let last = started;
    let answers = 0;
    const tracker = autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve({ result, rps: answers / Math.max(1e-3, (last - started) / 1000) });
    });
    tracker.on('response', () => {
      answers++;
      last = performance.now();
    });
  });
}

async function measure(name: string, options: Parameters<typeof autocannon>[0]): Promise<Row> {
  const { result, rps } = await runAutocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const row = {
    name,
    rps: Math.round(rps),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
  process.stdout.write(
    `  ${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${row.failed ? `, ${row.failed} failed` : ''}\n`,
  );
  return row;
}

/**
 * Distinct verified 2,000-action runs, one per request: the server stores a run once per season, so
 * sending one run under many names would measure refusals, not verified stores.
 */
function submissionBodies(prefix: string, count: number): string[] {
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const submission = submissionFor(playRun(`${prefix}${i}`, `bench-${prefix}-${i}`, 2000));
    bodies.push(JSON.stringify(toGameStatsBody(submission)));
  }
  return bodies;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, SQLITE_FILE_NAME))) {
    process.stdout.write(`Seeding ${ENTRIES.toLocaleString('en')} entries in ${season} into ${dataDir} ...\n`);
    const t = performance.now();
    await seedEntries(dataDir, season, ENTRIES);
    process.stdout.write(`  seeded in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
  } else process.stdout.write(`Reusing the seeded database in ${dataDir}\n`);

  const barePort = '3901';
  const serverPort = '3902';
  const bare = await startChild(
    ['--import', 'tsx', 'tests/bench/bareExpress.ts'],
    { PORT: barePort },
    async () => (await fetch(`http://127.0.0.1:${barePort}/bare`)).ok,
  );
  const workers = process.env.BENCH_VERIFY_WORKERS ?? String(defaultVerifyWorkers());
  // The server runs as `npm start` runs it: the bundle from scripts/buildServer.mjs, heap capped.
  await buildServer();
  const server = await startChild(
    ['--max-old-space-size=160', path.join(SERVER_DIST, 'index.mjs')],
    {
      PORT: serverPort,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: 'false',
      VERIFY_WORKERS: workers,
    },
    async () => (await fetch(`http://127.0.0.1:${serverPort}/healthz`)).ok,
  );
  const api = `http://127.0.0.1:${serverPort}`;
  const reads: [string, string][] = [
    ['high-scores (top 10)', '/api/high-scores'],
    ['search common "dragon"', '/api/search-scores?search=dragon&page=1&limit=10'],
    ['search rare "zephyrine"', '/api/search-scores?search=zephyrine&page=1&limit=10'],
    ['search "dragon" page 500', '/api/search-scores?search=dragon&page=500&limit=10'],
    ['check-player-name', '/api/check-player-name/Dragonheart%2012345'],
  ];
  // First hits build the rank index and the cached counts; measure the steady state.
  const warm = performance.now();
  for (const [, url] of reads) await fetch(api + url);
  process.stdout.write(`  warm-up (rank index, counts): ${Math.round(performance.now() - warm)} ms\n`);

  try {
    process.stdout.write(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each\n`);
    const ceiling = ONLY_SUBMISSIONS
      ? null
      : await measure('bare Express route (ceiling)', { url: `http://127.0.0.1:${barePort}/bare` });
    const rows: Row[] = [];
    if (!ONLY_SUBMISSIONS) for (const [name, url] of reads) rows.push(await measure(name, { url: api + url }));
    const afterReads = memoryOf(server.pid!);
    process.stdout.write(`  server memory after the reads: ${afterReads.rss} MB RSS (peak ${afterReads.peak} MB)\n`);
    const prefix = `R${Date.now() % 100000}x`;
    const made = performance.now();
    const bodies = submissionBodies(prefix, SUBMISSIONS);
    process.stdout.write(
      `  made ${SUBMISSIONS} distinct runs in ${((performance.now() - made) / 1000).toFixed(1)} s\n`,
    );
    let n = 0;
    const submit = await measure(
      `game-stats (2,000-action compact runs, ${workers} worker${workers === '1' ? '' : 's'})`,
      {
        url: api,
        amount: SUBMISSIONS,
        requests: [
          {
            method: 'POST',
            path: '/api/game-stats',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: bodies[n++ % bodies.length] }),
          },
        ],
      },
    );
    const memory = memoryOf(server.pid!);
    if (ceiling) printTable(ceiling, rows, submit, memory);
    else process.stdout.write(`  server memory: ${memory.rss} MB RSS (peak ${memory.peak} MB)\n`);
  } finally {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}

function printTable(ceiling: Row, reads: Row[], submit: Row, memory: { rss: number; peak: number }): void {
  const pad = (s: string | number, w: number) => String(s).padStart(w);
  const line = (r: Row, ratio: string) =>
    `${r.name.padEnd(44)}${pad(r.rps, 9)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(ratio, 14)}${pad(r.failed, 8)}`;
  process.stdout.write(
    `\n${'call'.padEnd(44)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('vs ceiling', 14)}${pad('non-2xx', 8)}\n`,
  );
  process.stdout.write(`${line(ceiling, '1.00')}\n`);
  for (const r of reads) process.stdout.write(`${line(r, (r.rps / ceiling.rps).toFixed(2))}\n`);
  process.stdout.write(`${line(submit, '-')}\n`);
  process.stdout.write(
    `\nBudgets: reads >= 0.5 x ceiling req/s and p99 <= 2 x ceiling p99 (${ceiling.p99 * 2} ms); search p99 < 50 ms;\n`,
  );
  process.stdout.write(
    `         >= 300 verified submissions/s; server memory < 250 MB (now ${memory.rss} MB RSS, peak ${memory.peak} MB).\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
