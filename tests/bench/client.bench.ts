// Client budget measurement (issue 4): 200 moves in headless chromium on the real built game.
// Prints the JavaScript per move (Performance API: key handler start to the end of the key's task,
// which submits the Pixi frame; p50/p95/max), the Pixi app.render() share, the key-to-next-frame
// time, the slowest moves with what they did, and the layout shift when a fight starts.
// Run: npx tsx tests/bench/client.bench.ts [--runs=3] [--warmup=N]
// Every run is a fresh page and a fresh walk. --warmup=N plays N unmeasured moves first (default 0:
// the 200 measured moves start cold, right after the game is loaded, as a player's first moves do).
import { startServer } from '../e2e/support/server';
import { launchBrowser, newPage } from '../e2e/support/browser';
import { recall, WASD } from '../e2e/support/gamePage';
import { fightSituation, saveCodeOf } from '../e2e/support/situations';
import { newGame, type GameState } from '../../src/engine';
import type { Page } from 'playwright-core';

const MOVES = 200;
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = arg('runs', 1);
const WARMUP = arg('warmup', 0);

/** Level 1 of a fixed seed with every monster, merchant and exit turned into floor: 200 moves wander freely. */
function openLevel(): GameState {
  const state = newGame('Bencher', 'bench-1');
  const rooms = state.dungeon.rooms.map((row) =>
    row.map((room) => (room && room.type !== 'treasure' ? { ...room, type: 'empty' as const, content: undefined } : room)),
  );
  return { ...state, dungeon: { ...state.dungeon, rooms } };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fmt = (n: number) => n.toFixed(2);
const spread = (values: number[]) => `p50 ${fmt(pct(values, 50))} ms, p95 ${fmt(pct(values, 95))} ms, max ${fmt(Math.max(...values))} ms`;

type Row = { i: number; js: number; toSubmit: number; render: number; keyToFrame: number; line: string };

/** The 200 measured moves on the open level, each chosen from the map mirror (sound off). */
async function walkMoves(page: Page): Promise<Row[]> {
  await recall(page, saveCodeOf(openLevel()));
  await page.getByTestId('map-mirror').waitFor({ state: 'attached' });
  // Sound off: the budget is our own work (engine, statechart, React, Pixi), not Web Audio's.
  const sound = page.getByRole('button', { name: /^SOUND (ON|OFF)$/ });
  if ((await sound.textContent()) === 'SOUND ON') await sound.click();
  await page.waitForTimeout(1000);
  // Plain JavaScript text: tsx would otherwise add helpers the page does not have.
  // One move's JavaScript runs from the key handler's first line (the game's KEY_MARK, the start
  // of the 'game-move' measure) to the end of the key's task, microtasks included: the engine, the
  // statechart, React's render, commit and effects, and the Pixi frame submitted in that task. The
  // 'game-move' measure itself ends at app.render(), before React's later effects: printed beside.
  const walk = `async ({ moves, warmup }) => {
    const keys = { up: 'w', down: 's', left: 'a', right: 'd' };
    const steps = [['up', 0, -1], ['down', 0, 1], ['left', -1, 0], ['right', 1, 0]];
    const mirror = document.querySelector('[data-testid="map-mirror"]');
    const log = document.querySelector('[data-testid="combat-log"]');
    const rows = [];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    let last = '';
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
      const before = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: keys[dir], bubbles: true }));
      await Promise.resolve();
      const taskEnd = performance.now();
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
  return (await page.evaluate(`(${walk})(${JSON.stringify({ moves: MOVES, warmup: WARMUP })})`)) as Row[];
}

/** Total layout shift from the move into a monster until its enemy panel has appeared. */
async function fightLayoutShift(page: Page): Promise<number> {
  const { state, step } = fightSituation();
  await recall(page, saveCodeOf(state));
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { __shift: number }).__shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: false });
  });
  await page.keyboard.press(WASD[step]);
  await page.getByTestId('enemy-panel').getByText(/HP \d+\/\d+/).waitFor();
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

function report(run: number, rows: Row[], shift: number): void {
  const js = rows.map((r) => r.js);
  console.log(`run ${run}: ${rows.length} moves measured${WARMUP ? ` after ${WARMUP} unmeasured warm-up moves` : ' (no warm-up)'}`);
  console.log(`  JS per move (key handler -> end of its task, frame submitted): ${spread(js)} (budget p95 < 4 ms)`);
  console.log(`    key handler -> app.render() returned ('game-move' measure): ${spread(rows.map((r) => r.toSubmit))}`);
  console.log(`    of which Pixi app.render() (WebGL submit, SwiftShader): ${spread(rows.map((r) => r.render))}`);
  console.log(`    without app.render(): ${spread(rows.map((r) => r.js - r.render))}`);
  console.log(`  key -> next frame (rAF after the key): ${spread(rows.map((r) => r.keyToFrame))}`);
  console.log(`  moves over 4 ms: ${js.filter((v) => v >= 4).length}; slowest 10 (move: JS / render, log line):`);
  for (const r of [...rows].sort((a, b) => b.js - a.js).slice(0, 10)) console.log(`    #${r.i}: ${fmt(r.js)} / ${fmt(r.render)} ms ${r.line}`);
  console.log(`  layout shift when the enemy panel appears: ${shift.toFixed(4)}`);
}

async function main(): Promise<void> {
  const server = await startServer();
  try {
    for (let run = 1; run <= RUNS; run++) {
      const browser = await launchBrowser();
      try {
        const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
        await page.goto(server.url);
        const rows = await walkMoves(page);
        report(run, rows, await fightLayoutShift(page));
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
  }
}

await main();
