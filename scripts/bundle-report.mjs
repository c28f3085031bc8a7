// Prints the gzipped size of the start screen's initial JS and CSS (what index.html loads before
// anything lazy), of the whole game's JS and of each page budgeted alone (PAGE_BUDGETS_KB), against the
// budgets below. Run after `vite build`.
// `--strict` exits 1 when a budget is exceeded; `--chunks` lists every reachable chunk, not the five
// largest; `--dir=path` reports on another build folder (a `vite build --outDir path` kept aside).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dirArg = process.argv.find((arg) => arg.startsWith('--dir='));
const ROOT = dirArg
  ? resolve(dirArg.slice('--dir='.length))
  : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'client');
// The whole game's 451 KB is the first-load target: with @pixi/react (the design card's stack; its
// react-reconciler alone is 54.7 KB) it measured 446.7 KB once the replay page's speed select went native,
// 450.1 KB with the hero's figures kept in view under the enemy box (the budget rose a kilobyte for them),
// 452.3 KB once the header's eight dialogs became a chunk the game screen's load does not fetch (two more
// files' import glue, 2.1 KB, for 20 KB less fetched and evaluated on every load of the game screen), 454.8 KB
// once the session's chunks load a task at a time (src/ui/game/session/GameRoute.tsx: two more chunks and
// their glue, for the game screen's one 67 ms evaluation task split in four), 455.4 KB with zod a chunk of
// its own (evaluated a task before the schemas built with it).
const BUDGETS_KB = { startJs: 180, startCss: 40, wholeJs: 456 };
// Pages away from the game, each budgeted alone by the name of its lazy chunk and left out of the whole
// game (a player never loads them while playing): what only that page's chunk reaches. /stats carries
// its chart library, uPlot: 21 KB of the 25 KB it measured when it was added. /watch, /replay and
// /embed share the game's map and engine, so alone they are small.
const PAGE_BUDGETS_KB = { StatsPage: 30, WatchPage: 12, ReplayPage: 12, EmbedPage: 6 };
const isPageChunk = (file) => Object.keys(PAGE_BUDGETS_KB).some((page) => file.startsWith(`assets/${page}-`));

function gzippedKb(file) {
  return gzipSync(readFileSync(join(ROOT, file)), { level: 9 }).length / 1024;
}

/** Files index.html loads up front: the entry script, its modulepreloads and the stylesheets. */
function initialFiles(html) {
  const refs = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="\/?([^"]+)"/g)].map((m) => m[1]);
  const local = refs.filter((ref) => ref.startsWith('assets/'));
  return { js: local.filter((f) => f.endsWith('.js')), css: local.filter((f) => f.endsWith('.css')) };
}

/** Every JS file the app can load from `entries` (static and dynamic imports), ignoring stale files and any `skip`ped. */
function reachableJs(entries, skip = () => false) {
  const names = new Set(readdirSync(join(ROOT, 'assets')).filter((f) => f.endsWith('.js')));
  const seen = new Set(entries);
  const queue = [...entries];
  while (queue.length > 0) {
    const source = readFileSync(join(ROOT, queue.pop()), 'utf8');
    for (const match of source.matchAll(/([\w.-]+\.js)["'`]/g)) {
      const file = `assets/${match[1]}`;
      if (names.has(match[1]) && !seen.has(file) && !skip(file)) {
        seen.add(file);
        queue.push(file);
      }
    }
  }
  return [...seen];
}

function row(label, kb, budget) {
  const verdict = kb <= budget ? 'ok' : 'OVER BUDGET';
  return `${label.padEnd(34)} ${kb.toFixed(1).padStart(7)} KB   budget ${String(budget).padStart(3)} KB   ${verdict}`;
}

if (!existsSync(join(ROOT, 'index.html'))) {
  console.error('bundle-report: dist/client/index.html not found; run `vite build` first.');
  process.exit(1);
}
const initial = initialFiles(readFileSync(join(ROOT, 'index.html'), 'utf8'));
const allJs = reachableJs(initial.js, isPageChunk);
const sum = (files) => files.reduce((total, f) => total + gzippedKb(f), 0);
const figures = { startJs: sum(initial.js), startCss: sum(initial.css), wholeJs: sum(allJs) };
const game = new Set(allJs);
const pages = Object.keys(PAGE_BUDGETS_KB).map((page) => {
  const chunk = readdirSync(join(ROOT, 'assets')).find((f) => f.startsWith(`${page}-`) && f.endsWith('.js'));
  const self = `assets/${chunk}`;
  // Another page's chunk is that page's own, not this one's (each reaches the others through the router).
  const own = chunk ? reachableJs([self], (f) => isPageChunk(f) && f !== self).filter((f) => !game.has(f)) : [];
  return { page, files: own, kb: sum(own) };
});

console.log('Bundle report (gzip -9)');
console.log(row(`start screen JS (${initial.js.length} files)`, figures.startJs, BUDGETS_KB.startJs));
console.log(row(`start screen CSS (${initial.css.length} files)`, figures.startCss, BUDGETS_KB.startCss));
console.log(row(`whole game JS (${allJs.length} files)`, figures.wholeJs, BUDGETS_KB.wholeJs));
for (const { page, files, kb } of pages)
  console.log(row(`${page} own JS (${files.length} files)`, kb, PAGE_BUDGETS_KB[page]));
const largest = [...allJs, ...pages.flatMap(({ files }) => files)]
  .map((f) => [f, gzippedKb(f)])
  .sort((a, b) => b[1] - a[1])
  .slice(0, process.argv.includes('--chunks') ? undefined : 5);
const shown = largest.map(([f, kb]) => `${f.replace('assets/', '')} ${kb.toFixed(1)} KB`);
if (process.argv.includes('--chunks')) console.log(`chunks:\n  ${shown.join('\n  ')}`);
else console.log('largest chunks:', shown.join(', '));

const over = [
  ...Object.keys(BUDGETS_KB).filter((key) => figures[key] > BUDGETS_KB[key]),
  ...pages.filter(({ page, kb }) => kb > PAGE_BUDGETS_KB[page]).map(({ page }) => page),
];
if (over.length > 0 && process.argv.includes('--strict')) process.exit(1);
