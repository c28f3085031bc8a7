// `npm run bench:hostile`: hostile clients against the real server as `npm start` runs it (the bundle
// of scripts/buildServer.mjs, heap capped at 160 MB, the default limits, SQLite in a temp folder), on
// loopback. Each attack of scripts/bench-hostile/attacks.ts runs on a fresh server twice: from one
// address (127.0.0.1) and from 40 (127.0.0.10-49; every 127.x address is this machine). Meanwhile a
// probe from another address GETs /healthz every 50 ms. Per attack it prints whether the process
// stayed up, its peak resident memory (goal: under 400 MB), the probe's p95 (goal: under 50 ms), the
// count of 5xx answers and cut connections (goal: 0; a batch shed while the server runs late, 503
// with Retry-After that its client sends again, is counted apart as "shed"), and the attack's own
// figures. Before each attack the server is warmed as a running one is (a few hundred cheap reads and
// refused batches from another address). Never fails on the goals; exits 1 only when the server could
// not start.
// Env: BENCH_ATTACKS (names, comma-separated; all by default), BENCH_SPREADS (1,40),
// BENCH_ATTACK_LIMIT_S (time limit per attack, 120). The temp folder follows TMPDIR.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { spawnServer, tempDir } from './bench-live-support';
import { ATTACKS } from './bench-hostile/attacks';
import type { Answer, Attack } from './bench-hostile/types';
// @ts-expect-error: a plain .mjs build script without type declarations
import { buildServer } from './buildServer.mjs';

const PICKED = process.env.BENCH_ATTACKS?.split(',').filter(Boolean);
const SPREADS = (process.env.BENCH_SPREADS ?? '1,40').split(',').map(Number);
const LIMIT_MS = Number(process.env.BENCH_ATTACK_LIMIT_S ?? 120) * 1000;
const PROBE_FROM = '127.0.0.250';
const WARM_FROM = '127.0.0.251';
const PROBE_EVERY_MS = 50;

/** The addresses of one spread: 127.0.0.1 alone, or 127.0.0.10 on. */
function addressesOf(spread: number): string[] {
  return spread === 1 ? ['127.0.0.1'] : Array.from({ length: spread }, (_, i) => `127.0.0.${10 + i}`);
}

/** Resident memory now and at its peak (MB), from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: Math.round(kb('VmRSS')), peak: Math.round(kb('VmHWM')) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request from `from` over a keep-alive socket of that address. */
function request(url: string, method: string, body: unknown, from: string): Promise<Answer> {
  const started = performance.now();
  const data = body === undefined ? null : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        localAddress: from,
        headers: data ? { 'content-type': 'application/json', 'content-length': data.length } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - started }));
        res.on('error', () => resolve({ status: 'cut', text, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 'cut', text: '', ms: performance.now() - started }));
    req.end(data ?? undefined);
  });
}

/** Starts the bundled server as npm start does (160 MB heap, default limits) on `dataDir`. */
function startServer(dataDir: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  return spawnServer(dataDir, { LOG_LEVEL: 'error', ...env });
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
};

/** What one attack did from one spread. */
interface Outcome {
  attack: string;
  spread: number;
  up: boolean;
  peakMb: number;
  probeP95: number;
  probeMax: number;
  errors: number;
  shed: number;
  cuts: number;
  seconds: number;
  line: string;
}

async function runAttack(attack: Attack, spread: number): Promise<Outcome> {
  const dataDir = tempDir('hostile-');
  const addresses = addressesOf(spread);
  try {
    const prepared = await attack.prepare?.(dataDir, addresses);
    const server = await startServer(dataDir, attack.env ?? {});
    const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
    // Warm: the code paths a running server has compiled long ago (a batch to an unknown run is a 404).
    for (let i = 0; i < 200; i++) await request(`${server.url}/healthz`, 'GET', undefined, WARM_FROM);
    for (let i = 0; i < 50; i++)
      await request(
        `${server.url}/api/runs/warm-up-${i}/actions`,
        'POST',
        { from: 0, actions: 'r', runSecret: 'w'.repeat(43) },
        WARM_FROM,
      );
    let errors = 0;
    let shed = 0;
    let cuts = 0;
    const probes: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const answer = await request(`${server.url}/healthz`, 'GET', undefined, PROBE_FROM);
        if (answer.status === 'cut') cuts++;
        else if (answer.status >= 500) errors++;
        probes.push(answer.ms);
        await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
      }
    })();
    let peak = 0;
    const sampler = setInterval(() => {
      if (server.child.exitCode === null) peak = Math.max(peak, memoryOf(server.child.pid!).peak);
    }, 200);
    const started = performance.now();
    let line: string;
    try {
      line = await attack.run({
        url: server.url,
        addresses,
        prepared,
        dataDir,
        timeLeft: () => LIMIT_MS - (performance.now() - started),
        request: async (method, route, body, from = addresses[0]) => {
          const answer = await request(`${server.url}${route}`, method, body, from);
          if (answer.status === 'cut') cuts++;
          else if (answer.status === 503 && answer.text.startsWith('The server is busy.')) shed++;
          else if (answer.status >= 500) errors++;
          return answer;
        },
      });
    } catch (error) {
      line = `the attack failed: ${String(error)}`;
    }
    const seconds = (performance.now() - started) / 1000;
    probing = false;
    await probe;
    clearInterval(sampler);
    const up = server.child.exitCode === null && server.child.signalCode === null;
    if (up) peak = Math.max(peak, memoryOf(server.child.pid!).peak);
    server.child.kill('SIGTERM');
    await exited;
    return {
      attack: attack.name,
      spread,
      up,
      peakMb: peak,
      probeP95: percentile(probes, 0.95),
      probeMax: Math.max(...probes),
      errors,
      shed,
      cuts,
      seconds,
      line,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await buildServer();
  const attacks = ATTACKS.filter((a) => !PICKED || PICKED.includes(a.name));
  console.log(
    `bench:hostile: ${attacks.length} attacks x ${SPREADS.join(' and ')} addresses, default limits, 160 MB heap`,
  );
  const outcomes: Outcome[] = [];
  for (const attack of attacks) {
    console.log(`\n${attack.name}: ${attack.what}`);
    for (const spread of SPREADS) {
      const o = await runAttack(attack, spread);
      outcomes.push(o);
      console.log(
        `  ${String(spread).padStart(2)} address${spread === 1 ? ': ' : 'es:'} ${o.up ? 'stayed up' : 'ENDED'}, RSS peak ${o.peakMb} MB, ` +
          `GET p95 ${o.probeP95.toFixed(1)} ms (max ${o.probeMax.toFixed(0)}), 5xx ${o.errors}, cut ${o.cuts}, shed ${o.shed}, ` +
          `${o.seconds.toFixed(1)} s, load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores; ${o.line}`,
      );
    }
  }
  console.log('\n| attack | addresses | up | RSS peak | GET p95 | 5xx (cut) | shed 503 | figures |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const o of outcomes)
    console.log(
      `| ${o.attack} | ${o.spread} | ${o.up ? 'yes' : 'NO'} | ${o.peakMb} MB | ${o.probeP95.toFixed(1)} ms | ${o.errors} (${o.cuts}) | ${o.shed} | ${o.line} |`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
