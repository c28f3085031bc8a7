// Client budget measurement: 200 moves in headless chromium on the real built game,
// budget: a move's JavaScript under 4 ms at the 95th percentile. Each run walks the same 200 moves
// three times, each on a fresh page, and prints three labelled measures:
//  1. BACK-TO-BACK (stress case): the next key is pressed in the frame after the previous move (with
//     --webgl, the move often waits on SwiftShader's GPU process, still rasterising the previous 25-45
//     ms frame). Wall time, Performance API: key handler start to the end of the key's task (the Pixi
//     frame is submitted in that task), its app.render() share, key-to-next-frame.
//  2. PLAYER'S PACE: the same walk with a key every 125 ms (8 moves a second, faster than anyone
//     plays a turn-based game), so each move starts after the previous frame is rasterised. Same
//     wall-time figures.
//  3. MAIN-THREAD CPU per move, from a Chrome trace of the back-to-back walk: the renderer main
//     thread's own CPU time (trace thread timestamps) between a stamp just before the key event and
//     one at the end of its task: our work, without time blocked on the GPU process or descheduled.
// Plus the slowest moves with what they did, and the layout shift when a fight starts.
// These browsers emulate WebGL (SwiftShader), so the game draws its map with Pixi's canvas renderer
// (src/map/webglOnGpu.ts); --webgl names a GPU to the page and measures the WebGL path instead, whose
// frames wait on SwiftShader's GPU process.
// Run: npx tsx tests/bench/client.bench.ts [--runs=3] [--warmup=N] [--webgl]
// --warmup=N plays N unmeasured moves first in each walk (default 0: the 200 measured moves start
// cold, right after the game is loaded, as a player's first moves do).
import { ensureClientBuilt, startServerProcess } from '../support/server/process';
import { launchBrowser, newPage } from '../support/browser/chromium';
import { recall, WASD } from '../support/browser/gamePage';
import { nameAGpu } from '../support/browser/gpuNamed';
import { fightSituation, saveCodeOf } from '../support/engine/situations';
import { newGame, type GameState } from '../../src/engine';
import type { Browser, Page } from 'playwright-core';

const MOVES = 200;
const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = arg('runs', 1);
const WARMUP = arg('warmup', 0);
const WEBGL = process.argv.includes('--webgl');
const BUDGET_MS = 4;
// A player's pace: one key every 125 ms (8 moves a second).
const PLAYER_PACE_MS = 125;
const STAMP_START = 'bench-move-start';
const STAMP_END = 'bench-move-end';

/** Level 1 of a fixed seed with every monster, merchant and exit turned into floor: 200 moves wander freely. */
function openLevel(): GameState {
  const state = newGame('Bencher', 'bench-1');
  const rooms = state.dungeon.rooms.map((row) =>
    row.map((room) =>
      room && room.type !== 'treasure' ? { ...room, type: 'empty' as const, content: undefined } : room,
    ),
  );
  return { ...state, dungeon: { ...state.dungeon, rooms } };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fmt = (n: number) => n.toFixed(2);
const spread = (values: number[]) =>
  `p50 ${fmt(pct(values, 50))} ms, p95 ${fmt(pct(values, 95))} ms, max ${fmt(Math.max(...values))} ms`;

type Row = { i: number; js: number; toSubmit: number; render: number; keyToFrame: number; line: string };

type WalkOptions = { paceMs: number; stamp: boolean };

/** Loads the open level on a fresh page, sound off, ready for the walk. */
async function openWalk(page: Page): Promise<void> {
  await recall(page, saveCodeOf(openLevel()));
  await page.getByTestId('map-mirror').waitFor({ state: 'attached' });
  // Sound off: the budget is our own work (engine, statechart, React, Pixi), not Web Audio's.
  const sound = page.getByRole('button', { name: /^SOUND (ON|OFF)$/ });
  if ((await sound.textContent()) === 'SOUND ON') await sound.click();
  await page.waitForTimeout(1000);
}

/** The 200 measured moves on the open level, each chosen from the map mirror. */
async function walkMoves(page: Page, { paceMs, stamp }: WalkOptions): Promise<Row[]> {
  // Plain JavaScript text: tsx would otherwise add helpers the page does not have.
  // One move's JavaScript runs from the key handler's first line (the game's KEY_MARK, the start
  // of the 'game-move' measure) to the end of the key's task, microtasks included: the engine, the
  // statechart, React's render, commit and effects, and the Pixi frame submitted in that task. The
  // 'game-move' measure itself ends at app.render(), before React's later effects: printed beside.
  // With a pace, each key waits (a timer task, like a real key event) until paceMs after the last.
  // With stamps, console.timeStamp marks the move's span on the main thread for the trace.
  const walk = `async ({ moves, warmup, paceMs, stamp, stampStart, stampEnd }) => {
    const keys = { up: 'w', down: 's', left: 'a', right: 'd' };
    const steps = [['up', 0, -1], ['down', 0, 1], ['left', -1, 0], ['right', 1, 0]];
    const mirror = document.querySelector('[data-testid="map-mirror"]');
    const log = document.querySelector('[data-testid="combat-log"]');
    const rows = [];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    let last = '';
    let lastKey = performance.now();
    for (let i = 0; i < warmup + moves; i++) {
      const lines = (mirror.textContent ?? '').split('\\n');
      const y = lines.findIndex((l) => l.includes('@'));
      const x = lines[y].indexOf('@');
      const open = steps.filter(([, dx, dy]) => !'#█'.includes(lines[y + dy]?.[x + dx] ?? '#'));
      // Prefer not to step straight back, so the walk explores and the map keeps changing.
      const back = { up: 'down', down: 'up', left: 'right', right: 'left' };
      const forward = open.filter(([d]) => d !== back[last]);
      const pool = forward.length ? forward : open;
      const [dir] = pool[Math.floor(random() * pool.length)];
      last = dir;
      const lastLine = log.lastElementChild;
      performance.clearMeasures('game-move');
      performance.clearMeasures('map-render');
      const wait = lastKey + paceMs - performance.now();
      if (paceMs > 0 && wait > 0) await new Promise((r) => setTimeout(r, wait));
      const before = performance.now();
      lastKey = before;
      if (stamp && i >= warmup) console.timeStamp(stampStart);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: keys[dir], bubbles: true }));
      await Promise.resolve();
      const taskEnd = performance.now();
      if (stamp && i >= warmup) console.timeStamp(stampEnd);
      const move = performance.getEntriesByName('game-move', 'measure')[0];
      const render = performance.getEntriesByName('map-render', 'measure')[0];
      await new Promise((r) => requestAnimationFrame(() => r()));
      const frame = performance.now();
      if (i < warmup) continue;
      if (!move) throw new Error('move ' + i + ' (' + dir + ') drew no frame');
      rows.push({
        i,
        js: Math.max(taskEnd, move.startTime + move.duration) - move.startTime,
        toSubmit: move.duration,
        render: render ? render.duration : 0,
        keyToFrame: frame - before,
        line: log.lastElementChild !== lastLine ? log.lastElementChild?.textContent ?? '' : '',
      });
    }
    return rows;
  }`;
  const options = { moves: MOVES, warmup: WARMUP, paceMs, stamp, stampStart: STAMP_START, stampEnd: STAMP_END };
  return (await page.evaluate(`(${walk})(${JSON.stringify(options)})`)) as Row[];
}

/** Total layout shift from the move into a monster until its enemy panel has appeared. */
async function fightLayoutShift(page: Page): Promise<number> {
  const { state, step } = fightSituation();
  await recall(page, saveCodeOf(state));
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { __shift: number }).__shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: false });
  });
  await page.keyboard.press(WASD[step]);
  await page
    .getByTestId('enemy-panel')
    .getByText(/HP \d+\/\d+/)
    .waitFor();
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

type TraceEvent = { name: string; ts: number; tts?: number; args?: { data?: { message?: string } } };

/** Main-thread CPU (thread time) and wall time of each move, from the walk's stamps in a trace. */
function threadTimes(trace: Buffer): { cpu: number[]; wall: number[] } {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const stamps = events
    .filter((e) => e.name === 'TimeStamp' && [STAMP_START, STAMP_END].includes(e.args?.data?.message ?? ''))
    .sort((a, b) => a.ts - b.ts);
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i + 1 < stamps.length; i += 2) {
    const [start, end] = [stamps[i], stamps[i + 1]];
    if (start.args?.data?.message !== STAMP_START || end.args?.data?.message !== STAMP_END)
      throw new Error('trace: move stamps out of order');
    if (start.tts === undefined || end.tts === undefined) throw new Error('trace: stamps carry no thread time');
    cpu.push((end.tts - start.tts) / 1000);
    wall.push((end.ts - start.ts) / 1000);
  }
  if (cpu.length !== MOVES) throw new Error(`trace: ${cpu.length} stamped moves, expected ${MOVES}`);
  return { cpu, wall };
}

const overBudget = (values: number[]) => `${values.filter((v) => v >= BUDGET_MS).length} moves over ${BUDGET_MS} ms`;

/** Wall-time figures of one walk (measures 1 and 2). */
function reportWalk(label: string, rows: Row[], slowest: number): void {
  const js = rows.map((r) => r.js);
  console.log(`  ${label}`);
  console.log(
    `    JS per move, wall (key handler -> end of its task, frame submitted): ${spread(js)}  [budget: p95 < ${BUDGET_MS} ms]; ${overBudget(js)}`,
  );
  console.log(
    `      key handler -> app.render() returned ('game-move' measure): ${spread(rows.map((r) => r.toSubmit))}`,
  );
  console.log(
    `      of which Pixi app.render() (${WEBGL ? 'WebGL submit, SwiftShader' : 'canvas renderer'}): ${spread(rows.map((r) => r.render))}`,
  );
  console.log(`      without app.render(): ${spread(rows.map((r) => r.js - r.render))}`);
  console.log(
    `    key -> next frame (rAF after the key): ${spread(rows.map((r) => r.keyToFrame))}  [reported beside the budget, no limit]`,
  );
  if (slowest === 0) return;
  console.log(`    slowest ${slowest} (move: JS / render ms, log line):`);
  for (const r of [...rows].sort((a, b) => b.js - a.js).slice(0, slowest))
    console.log(`      #${r.i}: ${fmt(r.js)} / ${fmt(r.render)} ${r.line}`);
}

/** Thread-time figures of the traced walk (measure 3). */
function reportThreadTime(label: string, times: { cpu: number[]; wall: number[] }): void {
  console.log(`  ${label}`);
  console.log(
    `    main-thread CPU per move (trace thread time): ${spread(times.cpu)}  [budget: p95 < ${BUDGET_MS} ms]; ${overBudget(times.cpu)}`,
  );
  console.log(`    the same moves' wall time under tracing: ${spread(times.wall)}`);
  const slow = times.cpu
    .map((cpu, i) => ({ i: i + WARMUP, cpu, wall: times.wall[i] }))
    .sort((a, b) => b.cpu - a.cpu)
    .slice(0, 5);
  console.log(
    `    slowest 5 by CPU (move: CPU / wall ms): ${slow.map((m) => `#${m.i} ${fmt(m.cpu)} / ${fmt(m.wall)}`).join(', ')}`,
  );
}

/** One fresh page of the browser, opened on the game and ready to walk. */
async function freshWalkPage(browser: Browser, url: string): Promise<Page> {
  const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  if (WEBGL) await page.addInitScript(nameAGpu);
  await page.goto(url);
  // recall() reads which screen is up: let the start screen render before it looks.
  await page.getByRole('button', { name: 'RECALL ADVENTURE' }).waitFor();
  await openWalk(page);
  return page;
}

/** One walk on its own fresh page, closed afterwards so it cannot disturb the next walk. */
async function walkAlone(browser: Browser, url: string, options: WalkOptions): Promise<Row[]> {
  const page = await freshWalkPage(browser, url);
  try {
    return await walkMoves(page, options);
  } finally {
    await page.context().close();
  }
}

async function run(browser: Browser, url: string, n: number): Promise<void> {
  console.log(
    `run ${n}: ${MOVES} moves per walk${WARMUP ? ` after ${WARMUP} unmeasured warm-up moves` : ' (no warm-up)'}, each walk on a fresh page`,
  );
  const backToBack = await walkAlone(browser, url, { paceMs: 0, stamp: false });
  reportWalk('1. BACK-TO-BACK (stress: next key in the frame after the move)', backToBack, 10);
  const paced = await walkAlone(browser, url, { paceMs: PLAYER_PACE_MS, stamp: false });
  reportWalk(`2. PLAYER'S PACE (a key every ${PLAYER_PACE_MS} ms, 8 moves/s: faster than anyone plays)`, paced, 5);
  const traced = await freshWalkPage(browser, url);
  await browser.startTracing(traced, { categories: ['devtools.timeline'] });
  await walkMoves(traced, { paceMs: 0, stamp: true });
  reportThreadTime(
    '3. MAIN-THREAD CPU (back-to-back walk under a trace: thread time, not wall time)',
    threadTimes(await browser.stopTracing()),
  );
  console.log(`  layout shift when the enemy panel appears: ${(await fightLayoutShift(traced)).toFixed(4)}`);
}

async function main(): Promise<void> {
  ensureClientBuilt();
  const server = await startServerProcess();
  try {
    for (let n = 1; n <= RUNS; n++) {
      const browser = await launchBrowser();
      try {
        await run(browser, server.url, n);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
  }
}

await main();
