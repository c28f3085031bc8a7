// The walls reading of the target figures: a floor's rate and a floor-to-floor rise with their 95% intervals, the
// floors that are walls beyond chance, and how often the plain check would miss by the sample's noise alone.
import { describe, expect, it } from 'vitest';
import type { RunSummary } from '../../../scripts/sim/run';
import { deathRow, differenceInterval, wilsonInterval } from '../../../scripts/sim/stats';
import { missesWallCheck, targetFigures, WALL_MIN_RUNS } from '../../../scripts/sim/targets';
import { missedByChance, smoothedRates } from '../../../scripts/sim/wallNoise';
import { runSummary } from '../../support/sim/runSummary';

/** `count` runs that died on (or, alive, stopped at) floor `depth`. */
function runs(count: number, depth: number, died = true): RunSummary[] {
  return Array.from({ length: count }, () => runSummary({ depth, died, end: died ? 'Rat' : 'step cap' }));
}

describe('intervals', () => {
  it("gives Newcombe's hybrid score interval for a difference of two shares", () => {
    // Newcombe (1998), method 10, on 56 of 70 against 48 of 80: 0.0524 to 0.3339.
    expect(differenceInterval([48, 80], [56, 70])).toEqual([5.2, 33.4]);
    expect(differenceInterval([56, 70], [48, 80])).toEqual([-33.4, -5.2]);
  });

  it('keeps the Wilson interval of a share in % to a tenth', () => {
    expect(wilsonInterval(0, 40)).toEqual([0, 8.8]);
    expect(wilsonInterval(7, 20)).toEqual([18.1, 56.7]);
  });
});

describe('walls in the target figures', () => {
  it('reads 7 deaths of 20 as over the line, but within chance of it', () => {
    // 1,000 runs: 100 die on floor 1, 880 stop alive there, 13 stop on floor 2 and 7 die there (7 of 20).
    const figures = targetFigures([...runs(100, 1), ...runs(880, 1, false), ...runs(13, 2, false), ...runs(7, 2)]);
    expect(figures.worstFloor).toEqual({ floor: 2, rate: 35, interval: [18.1, 56.7] });
    expect(figures.largestJump).toEqual({ floor: 2, points: 25, interval: [8, 46.8] });
    expect(figures.wallsBeyondChance).toEqual([]);
    // From no deaths on floor 1 the same floor 2 is a rise beyond chance.
    const fromNone = targetFigures([...runs(980, 1, false), ...runs(13, 2, false), ...runs(7, 2)]);
    expect(fromNone.wallsBeyondChance).toEqual([2]);
  });

  it('names a floor whose rate is over 30% beyond chance', () => {
    // 400 reach floor 3 and 200 die there; floors 1 and 2 kill 100 each of the 600 and 500.
    const figures = targetFigures([...runs(100, 1), ...runs(100, 2), ...runs(200, 3), ...runs(200, 3, false)]);
    expect(figures.worstFloor).toMatchObject({ floor: 3, rate: 50 });
    expect(figures.wallsBeyondChance).toEqual([3]);
  });
});

describe('the walls check missed by chance', () => {
  const row = deathRow;

  it('smooths over two floors each side, counting only floors reached by enough runs', () => {
    const rows = [row(100, 10), row(90, 0), row(90, 9), row(81, 0), row(81, 8), row(10, 5), row(0, 0)];
    const rates = smoothedRates(rows, WALL_MIN_RUNS);
    expect(rates[0]).toBeCloseTo(19 / 280);
    expect(rates[2]).toBeCloseTo(27 / 442);
    expect(rates[5]).toBeCloseTo(8 / 162); // floor 6 (10 runs) and 7 (none) left out
    expect(rates[6]).toBeCloseTo(8 / 81);
  });

  it('never misses where no run dies, and always where half of every floor dies', () => {
    const none = Array.from({ length: 100 }, () => row(1000, 0));
    expect(missedByChance(none, 1000, WALL_MIN_RUNS, missesWallCheck)).toBe(0);
    const half = [row(1000, 500), row(500, 250), row(250, 125), ...Array.from({ length: 97 }, () => row(0, 0))];
    expect(missedByChance(half, 1000, WALL_MIN_RUNS, missesWallCheck)).toBe(100);
  });
});
