// Suite 2, load: a mixed workload on loopback (board reads, searches, name checks, coupon checks,
// verified submissions); then the rate limits on, with abusive and polite clients side by side.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../support/server/process';
import { inspectDatabase } from './database';
import { submissionPool } from './runPool';
import { lanes, percentile, postJson, report, send, type Outcome } from './http';
import { seededRandom } from '../support/random';

/** Figures of the mixed workload. */
export interface LoadFigures {
  seconds: number;
  requests: number;
  perSecond: number;
  status5xx: number;
  dropped: number;
  unexpected: string[];
  created: number;
  storedRows: number;
  p99ms: Record<string, number>;
  p50ms: Record<string, number>;
}

type Call = 'high-scores' | 'search' | 'name-check' | 'coupon' | 'submit';
// Mostly reads, as a public board sees; submissions are the expensive minority.
const MIX: [Call, number][] = [
  ['high-scores', 0.35],
  ['search', 0.25],
  ['name-check', 0.15],
  ['coupon', 0.1],
  ['submit', 0.15],
];
const SEARCHES = ['', 'lo', 'Load', 'load1', 'x', 'zzz', 'Hero', '1'];

function pick(random: () => number): Call {
  let r = random();
  for (const [call, share] of MIX) if ((r -= share) < 0) return call;
  return 'high-scores';
}

/** Runs the mixed workload for `seconds` on `concurrency` connections. */
export async function runLoadSuite(seconds: number, concurrency = 16, poolSize = 600): Promise<LoadFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reliability-load-'));
  const pool = submissionPool('Load', poolSize);
  const server = await startServerProcess({ dataDir, stdout: 'ignore' });
  const random = seededRandom(42);
  const latencies = new Map<Call, number[]>(MIX.map(([c]) => [c, []]));
  const figures: LoadFigures = {
    seconds,
    requests: 0,
    perSecond: 0,
    status5xx: 0,
    dropped: 0,
    unexpected: [],
    created: 0,
    storedRows: 0,
    p99ms: {},
    p50ms: {},
  };
  let nextSubmission = 0;
  const one = async (call: Call): Promise<Outcome> => {
    const n = Math.floor(random() * poolSize);
    switch (call) {
      case 'high-scores':
        return send(`${server.url}/api/high-scores`);
      case 'search':
        return send(
          `${server.url}/api/search-scores?search=${encodeURIComponent(SEARCHES[n % SEARCHES.length])}&page=1&limit=10`,
        );
      case 'name-check':
        return send(`${server.url}/api/check-player-name/${encodeURIComponent(`Load${n}`)}`);
      case 'coupon':
        return postJson(`${server.url}/api/validate-coupon`, { code: `HERO-TEST-${n}` });
      case 'submit':
        return postJson(`${server.url}/api/game-stats`, pool[nextSubmission++]);
    }
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  try {
    await lanes(concurrency, async () => {
      if (performance.now() >= deadline) return false;
      let call = pick(random);
      if (call === 'submit' && nextSubmission >= pool.length) call = 'high-scores';
      const res = await one(call);
      figures.requests++;
      latencies.get(call)!.push(res.ms);
      if (res.status === 0) figures.dropped++;
      else if (res.status >= 500) figures.status5xx++;
      else if (res.status === 201) figures.created++;
      else if (res.status !== 200) figures.unexpected.push(`${call} ${res.status} ${res.text.slice(0, 80)}`);
      return true;
    });
    figures.perSecond = Math.round(figures.requests / ((performance.now() - started) / 1000));
    await server.stop('SIGTERM');
    figures.storedRows = inspectDatabase(dataDir).rows;
  } finally {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const [call, values] of latencies) {
    figures.p99ms[call] = Math.round(percentile(values, 99) * 10) / 10;
    figures.p50ms[call] = Math.round(percentile(values, 50) * 10) / 10;
  }
  report('load (mixed workload)', {
    seconds,
    connections: concurrency,
    requests: figures.requests,
    requestsPerSecond: figures.perSecond,
    status5xx: figures.status5xx,
    dropped: figures.dropped,
    unexpected: figures.unexpected.length,
    answered201: figures.created,
    storedRows: figures.storedRows,
    p50ms: figures.p50ms,
    p99ms: figures.p99ms,
  });
  return figures;
}

/** Figures of the rate-limit round. */
export interface RateLimitFigures {
  abusive: { sent: number; limited: number; retryAfter: boolean; message: boolean };
  polite: { sent: number; limited: number; created: number; failed: string[] };
}

const COUPON_LIMIT_TEXT = 'Too many coupon checks. Please wait a minute and try again.';
const SUBMIT_LIMIT_TEXT = 'Too many score submissions. Please wait a minute and try again.';

/** Rate limits on (the defaults: 30 coupon checks and 10 submissions a minute per address): abusers
 * hammer both calls while polite clients play normally; addresses come from X-Forwarded-For behind TRUST_PROXY. */
export async function runRateLimitSuite(abusers = 3, politeClients = 20): Promise<RateLimitFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reliability-limits-'));
  const pool = submissionPool('Polite', politeClients * 2);
  const server = await startServerProcess({
    dataDir,
    stdout: 'ignore',
    env: { RATE_LIMIT_ENABLED: 'true', TRUST_PROXY: 'loopback' },
  });
  const figures: RateLimitFigures = {
    abusive: { sent: 0, limited: 0, retryAfter: true, message: true },
    polite: { sent: 0, limited: 0, created: 0, failed: [] },
  };
  const as = (ip: string) => ({ 'x-forwarded-for': ip });
  const abuse = async (a: number) => {
    const ip = `10.66.0.${a + 1}`;
    for (let i = 0; i < 60; i++) {
      const coupon = await postJson(`${server.url}/api/validate-coupon`, { code: `GUESS-${a}-${i}` }, as(ip));
      const submit = await postJson(`${server.url}/api/game-stats`, { playerName: `Spam${a}x${i}` }, as(ip));
      for (const [res, text] of [
        [coupon, COUPON_LIMIT_TEXT],
        [submit, SUBMIT_LIMIT_TEXT],
      ] as const) {
        figures.abusive.sent++;
        if (res.status !== 429) continue;
        figures.abusive.limited++;
        if (!res.headers.get('retry-after')) figures.abusive.retryAfter = false;
        if (res.text !== text) figures.abusive.message = false;
      }
    }
  };
  const polite = async (p: number) => {
    const ip = `10.1.${p}.7`;
    const calls: (() => Promise<Outcome>)[] = [
      () => send(`${server.url}/api/high-scores`, { headers: as(ip) }),
      () => send(`${server.url}/api/check-player-name/Polite${p * 2}`, { headers: as(ip) }),
      () => postJson(`${server.url}/api/validate-coupon`, { code: `MINE-${p}` }, as(ip)),
      () => postJson(`${server.url}/api/game-stats`, pool[p * 2], as(ip)),
      () => send(`${server.url}/api/search-scores?search=Polite&page=1`, { headers: as(ip) }),
      () => postJson(`${server.url}/api/game-stats`, pool[p * 2 + 1], as(ip)),
      () => postJson(`${server.url}/api/validate-coupon`, { code: `MINE-${p}-2` }, as(ip)),
    ];
    for (const call of calls) {
      const res = await call();
      figures.polite.sent++;
      if (res.status === 429) figures.polite.limited++;
      if (res.status === 201) figures.polite.created++;
      else if (res.status !== 200) figures.polite.failed.push(`${res.status} ${res.text.slice(0, 60)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  try {
    await Promise.all([
      ...Array.from({ length: abusers }, (_, a) => abuse(a)),
      ...Array.from({ length: politeClients }, (_, p) => polite(p)),
    ]);
  } finally {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  report('load (rate limits on)', {
    abusiveClients: abusers,
    abusiveRequests: figures.abusive.sent,
    abusive429: figures.abusive.limited,
    politeClients,
    politeRequests: figures.polite.sent,
    polite429: figures.polite.limited,
    politeStored: figures.polite.created,
    politeFailures: figures.polite.failed.length,
  });
  return figures;
}
