// Small statistics over simulated runs, shared by the report's tables and its target checks.
import type { RunSummary } from './run';

/** The value below which p% of a sorted list lies (nearest rank, never past the end); 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The median of a list (the upper one of an even list), or null for none. */
export function median(values: readonly number[]): number | null {
  return values.length === 0
    ? null
    : percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
}

/** One floor's deaths: runs that reached it, deaths on it, death rate in % (one decimal). */
export interface FloorDeaths {
  reached: number;
  died: number;
  rate: number;
}

/** Per floor 1..floors: runs that reached it, deaths on it, death rate in % (one decimal). */
export function deathRates(runs: readonly RunSummary[], floors: number): FloorDeaths[] {
  const reached = new Array<number>(floors + 2).fill(0);
  const died = new Array<number>(floors + 2).fill(0);
  for (const r of runs) {
    reached[Math.min(r.depth, floors + 1)]++;
    if (r.died && r.depth <= floors) died[r.depth]++;
  }
  // reached[f] so far counts runs whose deepest floor is f: sum from the bottom up.
  for (let f = floors; f >= 1; f--) reached[f] += reached[f + 1];
  const rows: FloorDeaths[] = [];
  for (let f = 1; f <= floors; f++) rows.push(deathRow(reached[f], died[f]));
  return rows;
}

/** A floor's row: `died` of the `reached` runs, its rate in % to a tenth (0 for a floor no run reached). */
export function deathRow(reached: number, died: number): FloorDeaths {
  return { reached, died, rate: reached ? Math.round((1000 * died) / reached) / 10 : 0 };
}

/** Median score on leaving each floor 1..floors, with how many runs left it. */
export function leavingScores(runs: readonly RunSummary[], floors: number): { left: number; score: number | null }[] {
  const rows = [];
  for (let f = 1; f <= floors; f++) {
    const scores = runs.flatMap((r) =>
      r.floorScores[f] === undefined || r.floorScores[f] === null ? [] : [r.floorScores[f]],
    );
    rows.push({ left: scores.length, score: median(scores) });
  }
  return rows;
}

/** The Wilson score interval (95%) of `count` successes in `runs` trials, as unrounded shares (0-1). */
function wilsonBounds(count: number, runs: number): [number, number] {
  if (runs === 0) return [0, 1];
  const z = 1.96;
  const p = count / runs;
  const centre = p + (z * z) / (2 * runs);
  const spread = z * Math.sqrt((p * (1 - p)) / runs + (z * z) / (4 * runs * runs));
  const scale = 1 + (z * z) / runs;
  return [Math.max(0, (centre - spread) / scale), Math.min(1, (centre + spread) / scale)];
}

const tenth = (share: number) => Math.round(1000 * share) / 10;

/**
 * The Wilson score interval (95%, z = 1.96) of `count` successes in `runs` trials, in % rounded to a tenth: what a
 * share measured on few runs may really be (a plain share of 0 of 40 says nothing of 1 in 50).
 */
export function wilsonInterval(count: number, runs: number): [number, number] {
  return wilsonBounds(count, runs).map(tenth) as [number, number];
}

/**
 * The 95% interval of the difference of two shares, `after` minus `before` (each [count, runs]), in points rounded
 * to a tenth: Newcombe's hybrid score interval, built from the two Wilson intervals, so it stays honest for shares
 * measured on 20 runs, where the plain normal interval does not.
 */
export function differenceInterval(before: [number, number], after: [number, number]): [number, number] {
  const [p1, p2] = [before[0] / before[1], after[0] / after[1]];
  const [l1, u1] = wilsonBounds(...before);
  const [l2, u2] = wilsonBounds(...after);
  const difference = p2 - p1;
  return [
    tenth(difference - Math.sqrt((p2 - l2) ** 2 + (u1 - p1) ** 2)),
    tenth(difference + Math.sqrt((u2 - p2) ** 2 + (p1 - l1) ** 2)),
  ];
}
