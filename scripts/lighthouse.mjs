// Lighthouse 12 on the built start screen in Debian's chromium, mobile profile (the default form
// factor): prints performance and accessibility against issue 5's targets (90 and 95).
// Usage: `vite build` first, then `node scripts/lighthouse.mjs` (starts the server on a free port
// with a temp data folder), or `node scripts/lighthouse.mjs http://host:port/` for a running one.
// `--runs=N` runs N times and prints the medians (the machine is shared: single runs are noisy);
// `--json=path` keeps each run's full report. `--strict` exits 1 when a median is under its target.
// Slow: not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { performance: 90, accessibility: 95 };

function freePort() {
  return new Promise((ok) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dungeon-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; tries < 150; tries++) {
    try {
      if ((await fetch(`${url}healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop: () => (child.kill('SIGTERM'), rmSync(dataDir, { recursive: true, force: true })) };
}

const given = process.argv.slice(2).find((arg) => arg.startsWith('http'));
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length)) || 1) : 1;
const jsonArg = process.argv.find((arg) => arg.startsWith('--json='));
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** One Lighthouse run in a fresh chromium: its scores and metric values, printed as it goes. */
async function runOnce(url, index) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS) });
    const { lhr } = result;
    if (jsonArg) writeFileSync(jsonArg.slice('--json='.length).replace(/(\.json)?$/, `-${index + 1}.json`), result.report);
    if (lhr.runtimeError) console.log('runtime error:', lhr.runtimeError.code, lhr.runtimeError.message);
    const scores = Object.fromEntries(Object.keys(TARGETS).map((key) => [key, Math.round(lhr.categories[key].score * 100)]));
    const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id].numericValue]));
    const shown = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id].displayValue}`).join(', ');
    console.log(`run ${index + 1}: performance ${scores.performance}, accessibility ${scores.accessibility}; ${shown}`);
    const failing = lhr.categories.accessibility.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
    if (failing.length > 0) console.log('  accessibility audits failing:', failing.map((a) => a.id).join(', '));
    return { scores, metrics, version: lhr.lighthouseVersion, valid: !lhr.runtimeError };
  } finally {
    await chrome.kill();
  }
}

const server = given ? { url: given, stop: () => {} } : await startServer();
try {
  const runs = [];
  // A run whose trace broke (NO_NAVSTART and the like under load) has no scores: it does not count.
  for (let i = 0; i < RUNS; i++) {
    const run = await runOnce(server.url, i);
    if (run.valid) runs.push(run);
  }
  if (runs.length === 0) throw new Error('lighthouse: no run produced a trace');
  console.log(`Lighthouse ${runs[0].version}, mobile, ${server.url}, median of ${runs.length} run(s)`);
  const scores = Object.fromEntries(Object.keys(TARGETS).map((key) => [key, median(runs.map((r) => r.scores[key]))]));
  for (const [key, target] of Object.entries(TARGETS)) {
    console.log(`${key.padEnd(14)} ${String(scores[key]).padStart(3)}   target >= ${target}   ${scores[key] >= target ? 'ok' : 'UNDER TARGET'}`);
  }
  for (const id of METRICS) {
    const value = median(runs.map((r) => r.metrics[id]));
    console.log(`  ${id}: ${id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`}`);
  }
  if (process.argv.includes('--strict') && Object.entries(TARGETS).some(([key, target]) => scores[key] < target)) process.exitCode = 1;
} finally {
  server.stop();
}
