// `npm run bench:live`: witnessed runs (moves sent to the server as they are played) under load. Starts the real
// server as `npm start` runs it (the bundle of scripts/buildServer.mjs, heap capped at 160 MB, SQLite in a temp
// folder) as a child process, registers RUNS runs, connects one Server-Sent Events spectator to each, and has
// every run send a batch of BATCH actions a second for DURATION seconds, spread evenly over each second. Prints
// batch latency (p50, p99), the time from a batch being sent to its spectator's event (p50, p99), the server's CPU
// (share of one core) and memory. Then it stops the server, starts it again on the same file, and times the first
// batch of RESTART runs, each replayed from its stored log of RESTART_ACTIONS actions. Never fails on speed. Env:
// BENCH_RUNS (1000), BENCH_DURATION (30 s), BENCH_BATCH (10 actions), BENCH_RESTART_RUNS (100),
// BENCH_RESTART_ACTIONS (5000), BENCH_SERVER_LOG (a file for the server's request log). The temp folder follows
// TMPDIR.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { RULES_VERSION, type Action } from '../src/engine';
import { encodeActions } from '../src/engine/save/actionCodec';
import type { RegisterRunResponse } from '../src/shared/api';
import { benchActions, benchSecret, spawnServer, tempDir } from './bench-live-support';
// @ts-expect-error: a plain .mjs build script without type declarations
import { buildServer } from './buildServer.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const BATCH = Number(process.env.BENCH_BATCH ?? 10);
const RESTART_RUNS = Number(process.env.BENCH_RESTART_RUNS ?? 100);
const RESTART_ACTIONS = Number(process.env.BENCH_RESTART_ACTIONS ?? 5000);

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** The server child process. */
interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the bundled server on `dataDir` (rate limits off, errors only in the log) and waits for /healthz. */
async function startServer(dataDir: string): Promise<ServerProcess> {
  const { url, child } = await spawnServer(
    dataDir,
    {
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: process.env.BENCH_SERVER_LOG ? 'info' : 'error',
      RUNS_STREAMS_MAX: String(RUNS * 2),
      // Every spectator and every run of the bench comes from one address, and the load is asked
      // for in full: no per-address stream cap, no batch shed while the loop runs late.
      RUNS_STREAMS_PER_CLIENT_MAX: String(RUNS * 2),
      RUNS_BUSY_LAG_MS: '0',
      RUNS_ACTIONS_PER_S: '0',
    },
    // BENCH_SERVER_LOG=file keeps the server's request log (one line per request, with its ms).
    process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore',
  );
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** POSTs JSON over the keep-alive agent; status and text. */
function post(url: string, body: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(JSON.stringify(body));
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': data.length } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** The value at quantile q of sorted values (nearest rank). */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** CPU seconds (user + system) a process has used so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // Fields 14 and 15 of stat (utime, stime), in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident and peak memory of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: Math.round(kb('VmRSS')), peak: Math.round(kb('VmHWM')) };
}

/** With BENCH_SERVER_LOG: the server's own times of the batches (its request log's ms), sorted; else none. */
function serverSideTimes(): number[] {
  const file = process.env.BENCH_SERVER_LOG;
  if (!file || !fs.existsSync(file)) return [];
  const times: number[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.includes('"method":"POST"') || !line.includes('/actions')) continue;
    times.push((JSON.parse(line) as { ms: number }).ms);
  }
  return times.sort((a, b) => a - b);
}

interface BenchRun {
  id: string;
  secret: string;
  actions: Action[];
  sent: number;
}

async function register(url: string, name: string, secret: string): Promise<RegisterRunResponse> {
  const res = await post(`${url}/api/runs`, { name, rulesVersion: RULES_VERSION, runSecret: secret });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.text}`);
  return JSON.parse(res.text) as RegisterRunResponse;
}

/** Registers `count` runs and plays each (the diver bot, then moves) to `length` actions. */
async function prepare(url: string, count: number, length: number, label: string): Promise<BenchRun[]> {
  const runs: BenchRun[] = [];
  for (let i = 0; i < count; i++) {
    const secret = benchSecret(`${label}-${i}`);
    const name = `Bench ${label} ${i}`;
    const run = await register(url, name, secret);
    runs.push({ id: run.id, secret, actions: benchActions(run.seed, length), sent: 0 });
  }
  return runs;
}

/** Sends the run's next `n` actions; the answer's latency in ms. */
async function sendNext(url: string, run: BenchRun, n: number): Promise<number> {
  const from = run.sent;
  const actions = encodeActions(run.actions.slice(from, from + n));
  const started = performance.now();
  const res = await post(`${url}/api/runs/${run.id}/actions`, { from, actions, runSecret: run.secret });
  const took = performance.now() - started;
  if (res.status !== 200) throw new Error(`batch: ${res.status} ${res.text}`);
  run.sent = from + n;
  return took;
}

/** A spectator of `runId`: calls `onEvent(count)` for each actions event. */
function spectate(url: string, runId: string, onEvent: (count: number) => void): http.ClientRequest {
  const req = http.get(`${url}/api/runs/${runId}/events`, { headers: { accept: 'text/event-stream' } }, (res) => {
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = /^id: (\d+)$/m.exec(block);
        if (id && block.includes('event: actions')) onEvent(Number(id[1]));
      }
    });
  });
  req.on('error', () => undefined);
  return req;
}

async function liveLoad(server: ServerProcess): Promise<void> {
  const url = server.url;
  const length = BATCH * (DURATION_S + 2);
  let t = performance.now();
  const runs = await prepare(url, RUNS, length, 'live');
  console.log(
    `registered and played ${RUNS} runs of ${length} actions in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  // One spectator per run; each batch's send time is kept until its event arrives.
  const sentAt = new Map<string, number>();
  const toSpectator: number[] = [];
  let events = 0;
  const spectators = runs.map((run) =>
    spectate(url, run.id, (count) => {
      events++;
      const at = sentAt.get(`${run.id}:${count}`);
      if (at !== undefined) {
        toSpectator.push(performance.now() - at);
        sentAt.delete(`${run.id}:${count}`);
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 2000));

  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = cpuSeconds(server.child.pid!);
  const ownBefore = process.cpuUsage();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  t = performance.now();
  const done: Promise<void>[] = runs.map(async (run, i) => {
    // Spread evenly over each second.
    await new Promise((r) => setTimeout(r, (i * 1000) / RUNS));
    for (let second = 0; second < DURATION_S; second++) {
      const due = t + (i * 1000) / RUNS + second * 1000;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sentAt.set(`${run.id}:${run.sent + BATCH}`, performance.now());
      try {
        latencies.push(await sendNext(url, run, BATCH));
      } catch {
        failures++;
      }
    }
  });
  const memorySamples: number[] = [];
  const sampler = setInterval(() => memorySamples.push(memoryOf(server.child.pid!).rss), 1000);
  await Promise.all(done);
  const elapsed = (performance.now() - t) / 1000;
  const cpu = (cpuSeconds(server.child.pid!) - cpuBefore) / elapsed;
  const own = process.cpuUsage(ownBefore);
  const ownCpu = (own.user + own.system) / 1e6 / elapsed;
  lag.disable();
  const batchesDone = latencies.length;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 1000));
  for (const s of spectators) s.destroy();

  latencies.sort((a, b) => a - b);
  toSpectator.sort((a, b) => a - b);
  const memory = memoryOf(server.child.pid!);
  const inside = serverSideTimes();
  console.log(`\n${RUNS} live runs, a batch of ${BATCH} actions a second each, ${RUNS} spectators, ${DURATION_S} s:`);
  console.log(
    `  batches: ${latencies.length} answered (${(latencies.length / elapsed).toFixed(0)}/s), ${failures} failed`,
  );
  console.log(
    `  batch latency: p50 ${ms(quantile(latencies, 0.5))}, p99 ${ms(quantile(latencies, 0.99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
  );
  if (inside.length > 0)
    console.log(
      `  inside the server (its request log: body read, checked, stored, answered): p50 ${ms(quantile(inside, 0.5))}, p99 ${ms(quantile(inside, 0.99))}, max ${ms(inside.at(-1)!)}`,
    );
  console.log(
    `  batch to spectator: p50 ${ms(quantile(toSpectator, 0.5))}, p99 ${ms(quantile(toSpectator, 0.99))} (${toSpectator.length} of ${latencies.length} batches seen; ${events} events)`,
  );
  console.log(
    `  server CPU: ${(cpu * 100).toFixed(0)}% of one core, ${((cpu * elapsed * 1000) / Math.max(1, batchesDone)).toFixed(2)} ms per batch with its spectator's event (the load generator: ${(ownCpu * 100).toFixed(0)}%, event loop delay p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms)`,
  );
  console.log(
    `  machine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} over the last minute (other processes share the cores: compare runs at a similar load)`,
  );
  console.log(
    `  server memory: ${memory.rss} MB resident at the end (max sampled ${Math.max(...memorySamples)} MB), peak ${memory.peak} MB`,
  );
}

async function restartLoad(server: ServerProcess, dataDir: string): Promise<ServerProcess> {
  const runs = await prepare(server.url, RESTART_RUNS, RESTART_ACTIONS, 'restart');
  for (const run of runs)
    while (run.sent < RESTART_ACTIONS) await sendNext(server.url, run, Math.min(1000, RESTART_ACTIONS - run.sent));
  await server.stop();
  const started = performance.now();
  const again = await startServer(dataDir);
  const startMs = performance.now() - started;
  const moves = runs.map((run) => ({ ...run, actions: [...run.actions, ...Array(BATCH).fill({ type: 'rest' })] }));
  const latencies: number[] = [];
  const t = performance.now();
  for (const run of moves) latencies.push(await sendNext(again.url, run, BATCH));
  const total = performance.now() - t;
  const concurrent = await prepareConcurrent(again, moves);
  latencies.sort((a, b) => a - b);
  const memory = memoryOf(again.child.pid!);
  console.log(
    `\nrestart: ${RESTART_RUNS} runs of ${RESTART_ACTIONS.toLocaleString('en')} actions stored, server up again in ${ms(startMs)}`,
  );
  console.log(
    `  first batch of each (replays its stored log), one after another: p50 ${ms(quantile(latencies, 0.5))}, p99 ${ms(quantile(latencies, 0.99))}, all ${RESTART_RUNS} in ${ms(total)}`,
  );
  console.log(`  next batch of each, all ${RESTART_RUNS} at once (states kept): all answered in ${ms(concurrent)}`);
  console.log(`  server memory after: ${memory.rss} MB resident, peak ${memory.peak} MB`);
  return again;
}

/** Sends one more batch of every run at once; the time until the last answer. */
async function prepareConcurrent(server: ServerProcess, runs: BenchRun[]): Promise<number> {
  const more = runs.map((run) => ({ ...run, actions: [...run.actions, ...Array(BATCH).fill({ type: 'rest' })] }));
  const t = performance.now();
  await Promise.all(more.map((run) => sendNext(server.url, run, BATCH)));
  return performance.now() - t;
}

async function main(): Promise<void> {
  const dataDir = tempDir('bench-live-');
  await buildServer();
  let server = await startServer(dataDir);
  try {
    console.log(
      `server (dist/server/index.mjs, 160 MB heap cap, SQLite in ${dataDir}) on ${server.url}, pid ${server.child.pid}`,
    );
    await liveLoad(server);
    server = await restartLoad(server, dataDir);
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
