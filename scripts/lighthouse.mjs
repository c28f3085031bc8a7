// Lighthouse 12 on the built game in Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium),
// mobile profile, on two screens: the start screen (a cold load) and the game screen (a hero named,
// BEGIN QUEST pressed, then the page loaded again: the game resumes from local storage, as after a
// reload). Prints performance, accessibility and best-practices for both against the targets below,
// and installability: Lighthouse 12 dropped its PWA category, so the script asks chromium itself
// (the manifest it parsed, its installability errors, whether a service worker controls the page).
// Usage: `npm run build` first, then `npm run lighthouse` (starts the built server as the benchmarks do, on a
// free port with a temp data folder), or `npm run lighthouse -- http://host:port/` for a running one.
// It runs three times and prints the medians (the machine is shared: single runs are noisy);
// `--runs=N` for another count; `--json=path` keeps each step's full report; `--throttling=devtools`
// slows the browser itself (4x CPU, the same network) and reads the metrics off the trace as observed,
// instead of Lighthouse's default simulation from an unthrottled load: a second opinion when a new
// chromium's traces give figures far from earlier ones. `--strict` exits 1 when a median is under its
// target (performance 95, and total blocking time under 200 ms on both screens) or the game is not
// installable. Slow (about a minute a run): not part of `npm test`.
/* global document -- read only inside page.evaluate(), which runs in the browser */
import { once } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startFlow } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
// Lighthouse's own dependency: its user flows drive a puppeteer page.
import puppeteer from 'puppeteer-core';
// The benchmarks' server launcher (TypeScript: `npm run lighthouse` runs this file with tsx).
import { spawnServer, tempDir } from './bench-live-support.ts';

// Debian's chromium, as the browser suites use it (never a downloaded browser).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 90 };
const CATEGORIES = Object.keys(TARGETS);
// Total blocking time on either screen, in ms: under this.
const TBT_UNDER_MS = 200;
const SCREENS = ['start screen', 'game screen'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
];
// A person types about one key per 80 ms.
const KEY_DELAY_MS = 80;

/** The built game on the real server (`npm run build` made it), as the benchmarks start it: a free port
 *  and a temp data folder (removed by stop). */
async function startServer() {
  const dataDir = tempDir('lighthouse-');
  const { url, child } = await spawnServer(dataDir, {});
  const stop = async () => {
    // A server that already died has no exit left to wait for.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `${url}/`, stop };
}

const given = process.argv.slice(2).find((arg) => arg.startsWith('http'));
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length)) || 1) : 3;
const jsonArg = process.argv.find((arg) => arg.startsWith('--json='));
const throttlingArg = process.argv.find((arg) => arg.startsWith('--throttling='));
const THROTTLING = throttlingArg ? throttlingArg.slice('--throttling='.length) : 'simulate';
if (!['simulate', 'devtools'].includes(THROTTLING))
  throw new Error(`--throttling: simulate or devtools, not ${THROTTLING}`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const pageText = (page) => page.evaluate(() => document.body.innerText);

/** Names a hero and presses BEGIN QUEST, as a player would; resolves once the game screen shows. */
async function beginQuest(page) {
  await page.waitForSelector('#hero-name');
  await page.type('#hero-name', 'Lighthouse', { delay: KEY_DELAY_MS });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.body.innerText.includes('DUNGEON LEVEL'), { timeout: 30_000 });
}

/** What chromium says about installing the page: manifest, installability errors, service worker. */
async function installability(page) {
  const cdp = await page.createCDPSession();
  try {
    const manifest = await cdp.send('Page.getAppManifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker?.getRegistration();
      return {
        state: registration?.active?.state ?? 'none',
        controlling: Boolean(navigator.serviceWorker?.controller),
      };
    });
    return {
      manifest: manifest.url ? manifest.url.replace(/^https?:\/\/[^/]+/, '') : 'none',
      manifestErrors: manifest.errors.map((e) => e.message),
      errors: installabilityErrors.map((e) => e.errorId),
      worker,
    };
  } finally {
    await cdp.detach();
  }
}

/** One step's scores and metrics, printed as it goes. */
function stepFigures(lhr, label) {
  if (lhr.runtimeError) console.log(`  ${label}: runtime error`, lhr.runtimeError.code, lhr.runtimeError.message);
  const scores = Object.fromEntries(CATEGORIES.map((key) => [key, Math.round(lhr.categories[key].score * 100)]));
  const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id].numericValue]));
  const shown = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id].displayValue}`).join(', ');
  console.log(`  ${label}: ${CATEGORIES.map((key) => `${key} ${scores[key]}`).join(', ')}; ${shown}`);
  const failing = CATEGORIES.flatMap((key) => lhr.categories[key].auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
  if (failing.length > 0) console.log('    binary audits failing:', [...new Set(failing.map((a) => a.id))].join(', '));
  return { scores, metrics, valid: !lhr.runtimeError };
}

/** One run in a fresh chromium: the start screen cold, then the game screen resumed. */
async function runOnce(url, index) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, {
      flags: { onlyCategories: CATEGORIES, logLevel: 'error', throttlingMethod: THROTTLING },
    });
    // Lighthouse simulates a slow phone from the tasks it observes: other work on the machine
    // lengthens them, so the load average goes with each run's figures.
    console.log(`run ${index + 1} (load average ${loadavg()[0].toFixed(1)}):`);
    await flow.navigate(url, { name: SCREENS[0] });
    await beginQuest(page);
    // Leaving the page saves the game (pagehide); the second load resumes it.
    await flow.navigate(url, { name: SCREENS[1] });
    if (!(await pageText(page)).includes('DUNGEON LEVEL'))
      throw new Error('the game screen did not come back after the reload');
    const install = await installability(page);
    const flowResult = await flow.createFlowResult();
    const steps = flowResult.steps.map((step, i) => {
      if (jsonArg)
        writeFileSync(
          jsonArg.slice('--json='.length).replace(/(\.json)?$/, `-${index + 1}-${i + 1}.json`),
          JSON.stringify(step.lhr),
        );
      return stepFigures(step.lhr, SCREENS[i]);
    });
    const installable = install.errors.length === 0 && install.manifestErrors.length === 0;
    console.log(
      `  installable: ${installable ? 'yes' : `NO (${[...install.errors, ...install.manifestErrors].join(', ')})`}; manifest ${install.manifest}; service worker ${install.worker.state}, ${install.worker.controlling ? 'controls the page' : 'not controlling'}`,
    );
    return {
      steps,
      version: flowResult.steps[0].lhr.lighthouseVersion,
      installable,
      install,
      valid: steps.every((s) => s.valid),
    };
  } finally {
    await browser.disconnect();
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
  console.log(
    `\nLighthouse ${runs[0].version}, mobile, ${THROTTLING} throttling, ${server.url}, median of ${runs.length} run(s)`,
  );
  let under = false;
  SCREENS.forEach((screen, i) => {
    console.log(screen);
    for (const [key, target] of Object.entries(TARGETS)) {
      const score = median(runs.map((r) => r.steps[i].scores[key]));
      under ||= score < target;
      console.log(
        `  ${key.padEnd(14)} ${String(score).padStart(3)}   target >= ${target}   ${score >= target ? 'ok' : 'UNDER TARGET'}`,
      );
    }
    for (const id of METRICS) {
      const value = median(runs.map((r) => r.steps[i].metrics[id]));
      let verdict = '';
      if (id === 'total-blocking-time') {
        under ||= value >= TBT_UNDER_MS;
        verdict = `   target < ${TBT_UNDER_MS} ms   ${value < TBT_UNDER_MS ? 'ok' : 'OVER TARGET'}`;
      }
      console.log(
        `    ${id}: ${id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`}${verdict}`,
      );
    }
  });
  const installable = runs.every((r) => r.installable);
  console.log(
    `installable      ${installable ? 'yes' : 'NO'} in ${runs.filter((r) => r.installable).length} of ${runs.length} run(s)`,
  );
  if (process.argv.includes('--strict') && (under || !installable)) process.exitCode = 1;
} finally {
  await server.stop();
}
