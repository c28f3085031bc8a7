// `npm run bench:sealed`: sealed runs (docs/OPERATIONS.md "Sealed runs") under a player's load. Starts
// the real server as `npm start` runs it (the bundle of scripts/buildServer.mjs, heap capped at 160 MB,
// SQLite in a temp folder) as ONE child process, so its CPU and memory are read apart from this load
// generator's (/proc/<pid>/stat and status). Registers RUNS sealed runs (the engine's RULES_VERSION) and connects
// SPECTATORS to their streams (spectator i watches run i mod RUNS; sealed streams send `sealed`, then a
// `view` event per action). Every run sends one action every 500 ms, the runs' phases spread evenly over
// the 500 ms, chosen as a player would from the views the server answers (scripts/bench-sealed/player.ts:
// the engine's mirrorOf of the view, auto-explore's step, a fight's attack or the monster's turn, a rest
// when low, a descent on the found exit); a run that dies or wins registers a new one in its place, and
// its spectators follow it. Measured over SECONDS: action latency at the client (p50/p95/p99/max; goal:
// p99 under 25 ms), actions a second, the server's CPU per action and its memory, the events spectators
// received. Then the restart: the server is stopped (SIGTERM) and started again on the same file, and
// RESUMES runs (100) each send the empty batch a reloaded client sends ({ from: count, actions: '',
// runSecret }), all at once: the time to the first and the last view back, their latency, and whether each
// view's actionCount is the count the run had witnessed.
//
// The load generator runs on the same machine as the server (2 cores where the figures of
// docs/OPERATIONS.md were taken): it prints its own CPU, and its figures include the wait for a core.
//
// Limits raised through the environment, only as far as this load from one address needs (server/config.ts):
// - RATE_LIMIT_SEALED_MAX: the runs' actions a minute from the one address (120 each), with room for resends;
// - RATE_LIMIT_BATCH_MAX: every actions request counts against it until its run is known to be sealed
//   (then it is given back), so it must hold the requests in flight at once, one per run: raised past
//   its 300 only for more than 300 runs. A request shed by the busy gate is not counted at all;
// - RATE_LIMIT_REGISTER_MAX: RUNS registrations at the start, and as many again for runs that end in a minute;
// - RATE_LIMIT_WATCH_MAX and RUNS_STREAMS_PER_CLIENT_MAX (and RUNS_STREAMS_MAX past 10,000): SPECTATORS
//   streams from one address, and their reconnections to the runs that replace ended ones.
// The per-run limit (600 a minute), the busy gate (RUNS_BUSY_LAG_MS: a 503 while the event loop runs 30 ms
// late, sent again after Retry-After as the client does; counted as "shed") and RUNS_ACTIONS_PER_S stay
// at their defaults. The gate reads a shed request's body (32 KB at most) before its 503, so the answer
// comes whole on a connection that stays open; a reset connection is still sent again after 1 s and
// counted as "cut".
//
// Options: --seconds N (60), --runs N (1000), --spectators N (1000), --resumes N (100), --cpu-prof DIR (a CPU
// profile of the server, from its start to the SIGTERM before the restart, written into DIR).
// The temp folder follows TMPDIR.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { RULES_VERSION, applyViewChanges, type Action, type GameView } from '../src/engine';
import { encodeActions } from '../src/engine/save/actionCodec';
import type { SealedBatchResponse, SealedPlayResponse, SealedRunResponse } from '../src/shared/api';
import { benchSecret, spawnServer, tempDir } from './bench-live-support';
import { agent, post, watch, type Answer } from './bench-sealed/client';
import { nextAction } from './bench-sealed/player';
// @ts-expect-error: a plain .mjs build script without type declarations
import { buildServer } from './buildServer.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    runs: { type: 'string', default: '1000' },
    spectators: { type: 'string', default: '1000' },
    resumes: { type: 'string', default: '100' },
    'cpu-prof': { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const RUNS = Number(args.runs);
const SPECTATORS = Number(args.spectators);
const RESUMES = Math.min(Number(args.resumes), RUNS);
const PROFILE_DIR = args['cpu-prof'] ? path.resolve(args['cpu-prof']) : null;
/** One action a run every this many ms. */
const EVERY_MS = 500;
const P99_GOAL_MS = 25;
/** The actions requests of all runs in a minute, with half as many again for resends. */
const REQUESTS_A_MINUTE = Math.ceil(RUNS * (60_000 / EVERY_MS) * 1.5);

/** The server child process. */
interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the bundled server on `dataDir` with the limits this load needs (header comment); waits for /healthz. */
async function startServer(dataDir: string, profile: boolean): Promise<ServerProcess> {
  const { url, child } = await spawnServer(
    dataDir,
    {
      LOG_LEVEL: 'error',
      RATE_LIMIT_SEALED_MAX: String(Math.max(1200, REQUESTS_A_MINUTE)),
      RATE_LIMIT_BATCH_MAX: String(Math.max(300, RUNS)),
      RATE_LIMIT_REGISTER_MAX: String(Math.max(20, RUNS * 2)),
      RATE_LIMIT_WATCH_MAX: String(Math.max(60, SPECTATORS * 2)),
      RUNS_STREAMS_PER_CLIENT_MAX: String(Math.max(20, SPECTATORS)),
      RUNS_STREAMS_MAX: String(Math.max(10_000, SPECTATORS)),
    },
    'ignore',
    profile && PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
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

/** The value at quantile q of sorted values (nearest rank). */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (wait: number) => new Promise((r) => setTimeout(r, Math.max(0, wait)));

/** CPU seconds (user + system) used so far by a process and by its main thread alone (Linux /proc). */
function cpuSeconds(pid: number): { all: number; main: number } {
  const read = (file: string) => {
    const fields = fs.readFileSync(file, 'utf8').split(') ')[1].split(' ');
    // Fields 14 and 15 of stat (utime, stime), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  // The main thread's task has the process's id; the others are libuv's pool (the gzip), V8's
  // garbage-collection helpers and the replay workers.
  return { all: read(`/proc/${pid}/stat`), main: read(`/proc/${pid}/task/${pid}/stat`) };
}

/** Resident and peak memory of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: Math.round(kb('VmRSS')), peak: Math.round(kb('VmHWM')) };
}

/** One run slot: the sealed run it plays now (a new one once that ends), as its client holds it. */
interface Slot {
  index: number;
  id: string;
  secret: string;
  view: GameView;
  /** Actions this client sent on the run (what mirrorOf takes as the log). */
  actions: Action[];
  /** Actions the server witnessed, as its last answer said. */
  count: number;
  /** Runs this slot registered, for unique secrets. */
  generation: number;
  spectators: Spectator[];
}

/** A spectator: which run it watches and its open stream. */
interface Spectator {
  runId: string;
  req: http.ClientRequest | null;
}

/** What the load counted. */
interface Tally {
  latencies: number[];
  toSpectator: number[];
  sentAt: Map<string, number>;
  failures: Map<string, number>;
  shed: number;
  limited: number;
  cut: number;
  mismatched: number;
  ended: { died: number; won: number };
  registrations: number[];
  events: Map<string, number>;
  eventChars: number;
  streamRefusals: Map<string, number>;
  measuring: boolean;
}

const newTally = (): Tally => ({
  latencies: [],
  toSpectator: [],
  sentAt: new Map(),
  failures: new Map(),
  shed: 0,
  limited: 0,
  cut: 0,
  mismatched: 0,
  ended: { died: 0, won: 0 },
  registrations: [],
  events: new Map(),
  eventChars: 0,
  streamRefusals: new Map(),
  measuring: false,
});

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * POSTs `body`, sent again while the answer is 503 (the server is busy) or 429 (a limit), after its
 * Retry-After, or the connection was reset (after 1 s), as the client's witness does
 * (src/app/witness/witness.ts): a resent action
 * at the same place changes nothing. `onRefused` hears each such answer (status 0 for a reset). The
 * answer's `ms` is the time from the first send to the last answer's end.
 */
async function postAgain(url: string, body: unknown, onRefused: (status: number) => void): Promise<Answer> {
  const started = performance.now();
  for (;;) {
    const answer = await post(url, body);
    if (answer.status !== 503 && answer.status !== 429 && answer.status !== 0)
      return { ...answer, ms: performance.now() - started };
    onRefused(answer.status);
    await sleep(answer.status === 0 ? 1000 : (answer.retryAfter ?? 2) * 1000);
  }
}

/** Registers a sealed run for `slot` (a new one replaces an ended run); its registration's latency. */
async function register(url: string, slot: Slot): Promise<number> {
  const secret = benchSecret(`sealed-${slot.index}-${slot.generation}`);
  const name = `Sealed ${String.fromCharCode(65 + (slot.index % 26))}${String.fromCharCode(65 + (slot.generation % 26))}`;
  const body = { name, rulesVersion: RULES_VERSION, runSecret: secret, sealed: true };
  const answer = await postAgain(`${url}/api/runs`, body, () => undefined);
  if (answer.status !== 201) throw new Error(`register: ${answer.status} ${answer.text}`);
  const run = JSON.parse(answer.text) as SealedRunResponse;
  Object.assign(slot, { id: run.id, secret, view: run.view, actions: [], count: 0 });
  slot.generation++;
  return answer.ms;
}

/** Opens (or moves) `spectator`'s stream onto `slot`'s run, counting its events. */
function follow(url: string, slot: Slot, spectator: Spectator, tally: Tally): void {
  spectator.req?.destroy();
  spectator.runId = slot.id;
  const runId = slot.id;
  spectator.req = watch(
    `${url}/api/runs/${runId}/events`,
    (event) => {
      if (!tally.measuring) return;
      bump(tally.events, event.name);
      tally.eventChars += event.chars;
      if (event.name !== 'view' || event.id === null) return;
      const key = `${runId}:${event.id}`;
      const at = tally.sentAt.get(key);
      if (at !== undefined) {
        tally.toSpectator.push(performance.now() - at);
        // Several spectators may watch one run: the first to hear of the action counts.
        tally.sentAt.delete(key);
      }
    },
    (status) => {
      if (status !== 200) bump(tally.streamRefusals, String(status));
    },
  );
}

/**
 * Sends `slot`'s next action (a 503 or 429 sent again after its Retry-After, as the client does): 'ended'
 * when its run had ended (died or won), 'failed' for another answer (the slot then begins a new run).
 */
async function act(url: string, slot: Slot, tally: Tally): Promise<'sent' | 'ended' | 'failed'> {
  const action = nextAction(slot.view, slot.actions);
  if (action === null) return 'ended';
  const from = slot.count;
  // As the game's client does: holding the view at `from`, it asks for the changes from it.
  const body = {
    from,
    actions: encodeActions([action]),
    runSecret: slot.secret,
    changes: slot.view.actionCount === from,
  };
  const started = performance.now();
  const measured = tally.measuring;
  if (measured) tally.sentAt.set(`${slot.id}:${from + 1}`, started);
  const answer = await postAgain(`${url}/api/runs/${slot.id}/actions`, body, (status) => {
    if (!measured) return;
    if (status === 503) tally.shed++;
    else if (status === 429) tally.limited++;
    else tally.cut++;
  });
  if (answer.status !== 200) {
    if (measured) bump(tally.failures, `${answer.status} ${answer.text.slice(0, 120)}`);
    return 'failed';
  }
  if (measured) tally.latencies.push(performance.now() - started);
  const played = JSON.parse(answer.text) as SealedPlayResponse;
  const { witnessed } = played;
  const view = 'view' in played ? played.view : applyViewChanges(slot.view, played.changes);
  if (view === null || witnessed !== from + 1 || view.actionCount !== witnessed) {
    tally.mismatched++;
    return 'failed';
  }
  slot.actions.push(action);
  slot.count = witnessed;
  slot.view = view;
  return 'sent';
}

/** `n` tasks of `task`, at most `width` at once. */
async function pool(n: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, width) }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

/** Plays RUNS sealed runs with SPECTATORS spectators for SECONDS; prints the figures; returns the slots. */
async function load(server: ServerProcess): Promise<Slot[]> {
  const { url } = server;
  const pid = server.child.pid!;
  const booted = memoryOf(pid);
  const tally = newTally();
  let t = performance.now();
  const slots: Slot[] = [];
  await pool(RUNS, 8, async (index) => {
    // Its run, view and count are set by its registration.
    const slot = { index, generation: 0, spectators: [] } as unknown as Slot;
    await register(url, slot);
    slots[index] = slot;
  });
  console.log(`registered ${RUNS} sealed runs in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  for (let i = 0; i < SPECTATORS; i++) {
    const slot = slots[i % RUNS];
    const spectator: Spectator = { runId: slot.id, req: null };
    slot.spectators.push(spectator);
    follow(url, slot, spectator, tally);
    if (i % 100 === 99) await sleep(50);
  }
  await sleep(2000);
  console.log(`connected ${SPECTATORS} spectators in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const start = memoryOf(pid);
  const cpuBefore = cpuSeconds(pid);
  const ownBefore = process.cpuUsage();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  tally.measuring = true;
  const t0 = performance.now();
  const end = t0 + SECONDS * 1000;
  let late = 0;
  await Promise.all(
    slots.map(async (slot) => {
      let due = t0 + (slot.index * EVERY_MS) / RUNS;
      while (due < end) {
        await sleep(due - performance.now());
        const sent = await act(url, slot, tally);
        if (sent !== 'sent') {
          if (sent === 'ended') tally.ended[slot.view.player.health <= 0 ? 'died' : 'won']++;
          tally.registrations.push(await register(url, slot));
          for (const spectator of slot.spectators) follow(url, slot, spectator, tally);
        }
        due += EVERY_MS;
        // An answer later than the next action's time: the next goes at once, the missed times are skipped.
        if (due < performance.now()) {
          late++;
          due = performance.now();
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const cpuAfter = cpuSeconds(pid);
  const cpu = cpuAfter.all - cpuBefore.all;
  const mainCpu = cpuAfter.main - cpuBefore.main;
  const own = process.cpuUsage(ownBefore);
  const ownCpu = (own.user + own.system) / 1e6;
  lag.disable();
  const memory = memoryOf(pid);
  await sleep(500);
  tally.measuring = false;
  for (const slot of slots) for (const spectator of slot.spectators) spectator.req?.destroy();

  const latencies = tally.latencies.sort((a, b) => a - b);
  const toSpectator = tally.toSpectator.sort((a, b) => a - b);
  const done = latencies.length;
  const p99 = quantile(latencies, 0.99);
  const failed = [...tally.failures.values()].reduce((a, b) => a + b, 0);
  const events = [...tally.events].map(([name, n]) => `${n} ${name}`).join(', ');
  console.log(
    `\n${RUNS} sealed runs, one action every ${EVERY_MS} ms each (${((RUNS * 1000) / EVERY_MS).toFixed(0)}/s asked), ${SPECTATORS} spectators, ${SECONDS} s:`,
  );
  console.log(
    `  actions: ${done} answered (${(done / elapsed).toFixed(0)}/s), ${failed} failed, ${tally.shed} shed (503), ${tally.limited} limited (429) and ${tally.cut} cut (the connection reset) then sent again, ${late} sent late (the answer before came after their time), ${tally.mismatched} answers whose count or view did not follow`,
  );
  for (const [what, n] of tally.failures) console.log(`    failed ${n}x: ${what}`);
  console.log(
    `  action latency at the client (send to last byte): p50 ${ms(quantile(latencies, 0.5))}, p95 ${ms(quantile(latencies, 0.95))}, p99 ${ms(p99)} (goal: under ${P99_GOAL_MS} ms: ${p99 < P99_GOAL_MS ? 'met' : 'MISSED'}), max ${ms(latencies.at(-1) ?? NaN)}`,
  );
  const registrations = tally.registrations.sort((a, b) => a - b);
  const registered = registrations.length === 0 ? '' : `; registration p50 ${ms(quantile(registrations, 0.5))}`;
  console.log(`  runs ended and begun again: ${tally.ended.died} died, ${tally.ended.won} won${registered}`);
  console.log(
    `  spectators: ${events || 'no events'} (${(tally.eventChars / 1024 / 1024).toFixed(1)} MB of events); action to its first spectator: p50 ${ms(quantile(toSpectator, 0.5))}, p99 ${ms(quantile(toSpectator, 0.99))} (${toSpectator.length} of ${done} actions seen)${tally.streamRefusals.size > 0 ? `; streams refused: ${[...tally.streamRefusals].map(([s, n]) => `${n}x ${s}`).join(', ')}` : ''}`,
  );
  console.log(
    `  server CPU: ${((cpu / elapsed) * 100).toFixed(0)}% of one core, ${((cpu * 1000) / Math.max(1, done)).toFixed(2)} ms per action (its view, the gzip, the store, the spectators' events), of which ${((mainCpu * 1000) / Math.max(1, done)).toFixed(2)} ms on the main thread (the rest: gzip in libuv's pool, garbage collection helpers)`,
  );
  console.log(
    `  server memory (resident): ${booted.rss} MB after start, ${start.rss} MB with the runs and streams open, ${memory.rss} MB at the end, peak ${memory.peak} MB`,
  );
  console.log(
    `  load generator (this process, beside the server): ${((ownCpu / elapsed) * 100).toFixed(0)}% of one core, ${((ownCpu * 1000) / Math.max(1, done)).toFixed(2)} ms per action (choosing it, reading the view and the streams); its event loop delay p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms`,
  );
  console.log(
    `  machine: ${os.availableParallelism()} cores shared by the server and the load generator, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );
  return slots;
}

/** Stops the server, starts it on the same data, and resumes RESUMES runs at once; prints the figures. */
async function restart(server: ServerProcess, dataDir: string, slots: Slot[]): Promise<ServerProcess> {
  const resumed = slots.slice(0, RESUMES);
  await server.stop();
  const started = performance.now();
  const again = await startServer(dataDir, false);
  const up = performance.now() - started;
  const t = performance.now();
  let shed = 0;
  const answers = await Promise.all(
    resumed.map(async (slot) => {
      const body = { from: slot.count, actions: '', runSecret: slot.secret };
      const answer = await postAgain(`${again.url}/api/runs/${slot.id}/actions`, body, () => shed++);
      return { slot, answer, at: performance.now() - t };
    }),
  );
  const latencies = answers.map((a) => a.answer.ms).sort((a, b) => a - b);
  const at = answers.map((a) => a.at).sort((a, b) => a - b);
  const mismatches: string[] = [];
  for (const { slot, answer } of answers) {
    if (answer.status !== 200) {
      mismatches.push(`${slot.id}: ${answer.status} ${answer.text.slice(0, 120)}`);
      continue;
    }
    const { witnessed, view } = JSON.parse(answer.text) as SealedBatchResponse;
    if (witnessed !== slot.count || view.actionCount !== slot.count)
      mismatches.push(
        `${slot.id}: witnessed ${slot.count}, answered ${witnessed}, view's actionCount ${view.actionCount}`,
      );
  }
  const counts = resumed.map((s) => s.count).sort((a, b) => a - b);
  const memory = memoryOf(again.child.pid!);
  console.log(
    `\nrestart: server stopped (SIGTERM) and up again on the same SQLite file in ${ms(up)}; ${RESUMES} runs (${counts[0]}-${counts.at(-1)} actions witnessed) each send the empty batch of a reload, all at once:`,
  );
  console.log(
    `  first view back after ${ms(at[0])}, last after ${ms(at.at(-1)!)}; resume latency p50 ${ms(quantile(latencies, 0.5))}, p99 ${ms(quantile(latencies, 0.99))}; ${shed} answered 503 (busy), 429 or a reset first and sent again`,
  );
  console.log(
    `  views whose actionCount is the count the run had witnessed: ${RESUMES - mismatches.length} of ${RESUMES}${mismatches.length === 0 ? '' : ` (MISMATCHES: ${mismatches.join('; ')})`}`,
  );
  console.log(`  server memory after: ${memory.rss} MB resident`);
  return again;
}

async function main(): Promise<void> {
  await buildServer();
  const dataDir = tempDir('bench-sealed-');
  let server: ServerProcess | null = null;
  try {
    server = await startServer(dataDir, true);
    console.log(
      `bench:sealed: server (dist/server/index.mjs, 160 MB heap cap, SQLite in ${dataDir}) on ${server.url}, pid ${server.child.pid}; ` +
        `figures from one ${os.availableParallelism()}-core machine with this load generator beside the server`,
    );
    const slots = await load(server);
    server = await restart(server, dataDir, slots);
    if (PROFILE_DIR) console.log(`\nthe server's CPU profile (start to the restart's SIGTERM) is in ${PROFILE_DIR}`);
  } finally {
    agent.destroy();
    await server?.stop();
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
