// What a view costs the server, which will make one per action of every sealed run: its JSON size (and
// gzipped, as a response travels) and the time viewOf takes, over a bot-played run of version 4.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { viewOf, type GameState } from '../../../../src/engine';
import { botRunStates } from '../../../support/engine/botRun';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const figures = (xs: number[]) => {
  const sorted = xs.slice().sort((a, b) => a - b);
  return { min: sorted[0], median: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted[sorted.length - 1] };
};

describe('viewOf: size and time', () => {
  it('over a 2,500-action run: JSON bytes min/median/max, and the time per call, median and p99', () => {
    const states: GameState[] = [...botRunStates('explorer', 'view-cost-world/view-cost-dice', 4, 2_500)];
    const bytes = states.map((state) => JSON.stringify(viewOf(state)).length);
    const gzipped = states.filter((_, i) => i % 10 === 0).map((s) => gzipSync(JSON.stringify(viewOf(s))).length);
    const stateBytes = states.map((state) => JSON.stringify(state).length);
    // Warm up, then time each call of two passes over the run (5,000 calls).
    for (const state of states) viewOf(state);
    const micros: number[] = [];
    for (let pass = 0; pass < 2; pass++) {
      for (const state of states) {
        const start = performance.now();
        viewOf(state);
        micros.push((performance.now() - start) * 1000);
      }
    }
    const size = figures(bytes);
    const time = figures(micros);
    console.log(
      `views of ${states.length} states, floors 1-${states[states.length - 1].dungeon.level}:`,
      `JSON ${size.min} / ${size.median} / ${size.max} bytes (min / median / max),`,
      `gzipped median ${figures(gzipped).median},`,
      `the state's own JSON median ${figures(stateBytes).median};`,
      `viewOf ${time.median.toFixed(1)} us median, ${time.p99.toFixed(1)} us p99 over ${micros.length} calls`,
    );
    expect(size.max).toBeLessThan(64 * 1024);
    // A loose bound (the machine is shared): a view must stay a small part of an action's 25 ms budget.
    expect(time.median).toBeLessThan(1_000);
  });
});
