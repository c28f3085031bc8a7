// Client budget measurement (issue 4): 200 moves in headless chromium on the real built game.
// Prints the JavaScript per move (Performance API: key handler to Pixi frame submitted, p50/p95),
// the key-to-next-frame time, cells redrawn per move, and the layout shift when a fight starts.
// Run: npx tsx tests/bench/client.bench.ts
import { startServer } from '../e2e/support/server';
import { launchBrowser, newPage } from '../e2e/support/browser';
import { recall, WASD } from '../e2e/support/gamePage';
import { fightSituation, saveCodeOf } from '../e2e/support/situations';
import { newGame, type GameState } from '../../src/engine';

const MOVES = 200;

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

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(server.url);
    await recall(page, saveCodeOf(openLevel()));
    await page.getByTestId('map-mirror').waitFor({ state: 'attached' });
    // Sound off: the budget is our own work (engine, statechart, React, Pixi), not Web Audio's.
    const sound = page.getByRole('button', { name: /^SOUND (ON|OFF)$/ });
    if ((await sound.textContent()) === 'SOUND ON') await sound.click();
    await page.waitForTimeout(1000);

    // Plain JavaScript text: tsx would otherwise add helpers the page does not have.
    const walk = `async (moves) => {
      const keys = { up: 'w', down: 's', left: 'a', right: 'd' };
      const steps = [['up', 0, -1], ['down', 0, 1], ['left', -1, 0], ['right', 1, 0]];
      const mirror = document.querySelector('[data-testid="map-mirror"]');
      const keyToFrame = [];
      let seed = 7;
      const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
      let last = '';
      performance.clearMeasures('game-move');
      for (let i = 0; i < moves; i++) {
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
        const start = performance.now();
        window.dispatchEvent(new KeyboardEvent('keydown', { key: keys[dir], bubbles: true }));
        await new Promise((r) => requestAnimationFrame(() => r()));
        keyToFrame.push(performance.now() - start);
      }
      const js = performance.getEntriesByName('game-move', 'measure').map((e) => e.duration);
      const pixi = performance.getEntriesByName('map-render', 'measure').slice(-js.length).map((e) => e.duration);
      return { js, pixi, keyToFrame };
    }`;
    const result = (await page.evaluate(`(${walk})(${MOVES})`)) as { js: number[]; pixi: number[]; keyToFrame: number[] };

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
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);

    console.log(`moves: ${MOVES}, frames measured: ${result.js.length}`);
    console.log(`JS per move (key handler -> frame submitted): p50 ${fmt(pct(result.js, 50))} ms, p95 ${fmt(pct(result.js, 95))} ms, max ${fmt(Math.max(...result.js))} ms (budget p95 < 4 ms)`);
    console.log(`  of which Pixi app.render() (WebGL submit, SwiftShader): p50 ${fmt(pct(result.pixi, 50))} ms, p95 ${fmt(pct(result.pixi, 95))} ms`);
    const ours = result.js.map((v, i) => v - (result.pixi[i] ?? 0));
    console.log(`  our JS without app.render(): p50 ${fmt(pct(ours, 50))} ms, p95 ${fmt(pct(ours, 95))} ms`);
    console.log(`key -> next frame: p50 ${fmt(pct(result.keyToFrame, 50))} ms, p95 ${fmt(pct(result.keyToFrame, 95))} ms`);
    console.log(`layout shift when the enemy panel appears: ${shift.toFixed(4)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
