// How often the walls check of the target figures (no floor over 30%, no rise over 15 points, among floors reached
// by 20 runs or more: scripts/sim/targets.ts) would miss by chance alone on a set of this many runs, if the bot's
// true death rates were the set's own smoothed over neighbouring floors. Runs are dealt deaths floor by floor at
// those rates, many times over. The last floors a check reads are reached by 20 to 60 runs, where one death moves a
// rate by 2 to 5 points, so a miss that such sets show often is the sample's noise, not a wall in the dungeon.
import { nextUint32, seedRng } from '../../src/engine/rng/sfc32';
import type { RngState } from '../../src/engine/types';
import { deathRow, type FloorDeaths } from './stats';

/** Floors pooled on each side of a floor for its smoothed rate. */
export const SMOOTHING_FLOORS = 2;
/** Sets dealt per estimate: 200 puts its 95% interval within 7 points of a 50% answer. */
export const NOISE_TRIALS = 200;

/**
 * Each floor's death rate (0-1) pooled with SMOOTHING_FLOORS floors on each side, counting only floors reached by
 * `minRuns` or more; floors deeper than the last such floor keep the last rate.
 */
export function smoothedRates(rows: readonly FloorDeaths[], minRuns: number): number[] {
  let last = 0;
  return rows.map((_, floor) => {
    let died = 0;
    let reached = 0;
    const to = Math.min(rows.length - 1, floor + SMOOTHING_FLOORS);
    for (let near = Math.max(0, floor - SMOOTHING_FLOORS); near <= to; near++) {
      if (rows[near].reached < minRuns) continue;
      died += rows[near].died;
      reached += rows[near].reached;
    }
    if (reached > 0) last = died / reached;
    return last;
  });
}

/** One set of `runs` runs dealt deaths floor by floor at `rates` (0-1), as per-floor rows. */
function dealtSet(rates: readonly number[], runs: number, rng: RngState): FloorDeaths[] {
  let alive = runs;
  return rates.map((rate) => {
    const reached = alive;
    const line = rate * 2 ** 32;
    for (let run = 0; run < reached; run++) if (nextUint32(rng) < line) alive--;
    return deathRow(reached, reached - alive);
  });
}

/**
 * % of NOISE_TRIALS sets of `runs` runs, dealt deaths at `rows`' smoothed rates, on which `misses` (the walls
 * check) is true. Seeded, so a report prints the same figure for the same runs.
 */
export function missedByChance(
  rows: readonly FloorDeaths[],
  runs: number,
  minRuns: number,
  misses: (rows: readonly FloorDeaths[]) => boolean,
): number {
  const rates = smoothedRates(rows, minRuns);
  const rng = seedRng(`walls ${runs}`);
  let missed = 0;
  for (let trial = 0; trial < NOISE_TRIALS; trial++) if (misses(dealtSet(rates, runs, rng))) missed++;
  return Math.round((1000 * missed) / NOISE_TRIALS) / 10;
}
