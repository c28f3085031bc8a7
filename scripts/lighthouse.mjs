// Lighthouse 12 on the built start screen in Debian's chromium, mobile profile (the default form
// factor): prints performance and accessibility against issue 5's targets (90 and 95).
// Usage: `vite build` first, then `node scripts/lighthouse.mjs` (starts the server on a free port
// with a temp data folder), or `node scripts/lighthouse.mjs http://host:port/` for a running one.
// `--strict` exits 1 when a score is under its target. Slow: not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
const server = given ? { url: given, stop: () => {} } : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const result = await lighthouse(server.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS) });
  const scores = Object.fromEntries(Object.keys(TARGETS).map((key) => [key, Math.round(result.lhr.categories[key].score * 100)]));
  console.log(`Lighthouse ${result.lhr.lighthouseVersion}, mobile, ${server.url}`);
  if (result.lhr.runtimeError) console.log('runtime error:', result.lhr.runtimeError.code, result.lhr.runtimeError.message);
  const fcp = result.lhr.audits['first-contentful-paint'];
  if (fcp.errorMessage) console.log('metric error:', fcp.errorMessage);
  for (const [key, target] of Object.entries(TARGETS)) {
    console.log(`${key.padEnd(14)} ${String(scores[key]).padStart(3)}   target >= ${target}   ${scores[key] >= target ? 'ok' : 'UNDER TARGET'}`);
  }
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    console.log(`  ${id}: ${result.lhr.audits[id].displayValue}`);
  }
  const failing = Object.values(result.lhr.categories.accessibility.auditRefs)
    .map((ref) => result.lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
  if (failing.length > 0) console.log('  accessibility audits failing:', failing.map((a) => a.id).join(', '));
  if (process.argv.includes('--strict') && Object.entries(TARGETS).some(([key, target]) => scores[key] < target)) process.exitCode = 1;
} finally {
  await chrome.kill();
  server.stop();
}
