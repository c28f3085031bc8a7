// The figures a run with an arc is judged by (src/engine/README.md, "Content design"), worked out from simulated runs: how
// runs end, where careful players die, how danger rises with depth, how long a run takes and how
// the score grows. The report prints them per bot and for the careful bots' runs pooled.
import { MAX_DUNGEON_LEVEL } from '../../src/engine';
import { VICTORY, type RunSummary } from './run';
import { deathRates, differenceInterval, leavingScores, median, wilsonInterval, type FloorDeaths } from './stats';
import { missedByChance } from './wallNoise';

/** Floors reached by fewer runs than this do not count toward a band's mean death rate. */
export const BAND_MIN_RUNS = 10;
/** Floors reached by fewer runs than this do not count toward the worst floor and the largest jump. */
export const WALL_MIN_RUNS = 20;
/** A floor that kills more than this share (%) of the runs reaching it is a wall. */
export const WALL_RATE = 30;
/** A rise in death rate of more than this many points from one floor to the next is a wall. */
export const WALL_RISE = 15;

/** The target figures of one set of runs. */
export interface TargetFigures {
  runs: number;
  /** % of runs that ended by death or victory (not at the step cap). */
  ended: number;
  medianDeathDepth: number | null;
  /** % of runs that stood on the exit of the deepest floor. */
  reachedBottom: number;
  /** % of runs that died on floors 1-3. */
  diedEarly: number;
  /** Runs that died on floors 1-10 and on floors 1-30, and that won (counts, for shares with their intervals). */
  diedBy10: number;
  diedBy30: number;
  won: number;
  /** Mean of the per-floor death rates (%) over floors 1-10, 11-30 and 31+ (each reached by BAND_MIN_RUNS). */
  bands: [number | null, number | null, number | null];
  /** The deadliest floor reached by WALL_MIN_RUNS: its number, death rate (%) and the rate's 95% interval. */
  worstFloor: { floor: number; rate: number; interval: [number, number] } | null;
  /** The largest rise in death rate (points) from a floor to the next, both reached by WALL_MIN_RUNS, and its 95% interval. */
  largestJump: { floor: number; points: number; interval: [number, number] } | null;
  /**
   * Floors that are walls beyond chance: the 95% interval of their rate lies over WALL_RATE, or that of their rise
   * from the floor before over WALL_RISE.
   */
  wallsBeyondChance: number[];
  /** % of sets of as many runs, dealt deaths at this set's smoothed rates, that miss the walls check (wallNoise.ts). */
  wallMissByChance: number;
  medianDepth: number;
  medianLevel: number;
  medianActions: number;
  medianMinutes: number;
  medianScore: number;
  /** The first floor whose median leaving score is below the floor before (both left by WALL_MIN_RUNS runs), or null. */
  scoreFallsAt: number | null;
}

function bandMean(rows: readonly FloorDeaths[], from: number, to: number): number | null {
  const counted = rows.slice(from - 1, to).filter((row) => row.reached >= BAND_MIN_RUNS);
  if (counted.length === 0) return null;
  return Math.round((10 * counted.reduce((sum, row) => sum + row.rate, 0)) / counted.length) / 10;
}

function share(runs: readonly RunSummary[], test: (r: RunSummary) => boolean): number {
  return runs.length === 0 ? 0 : Math.round((1000 * runs.filter(test).length) / runs.length) / 10;
}

function walls(rows: readonly FloorDeaths[]): Pick<TargetFigures, 'worstFloor' | 'largestJump' | 'wallsBeyondChance'> {
  let worstFloor: TargetFigures['worstFloor'] = null;
  let largestJump: TargetFigures['largestJump'] = null;
  const wallsBeyondChance: number[] = [];
  rows.forEach((row, i) => {
    if (row.reached < WALL_MIN_RUNS) return;
    const interval = wilsonInterval(row.died, row.reached);
    if (!worstFloor || row.rate > worstFloor.rate) worstFloor = { floor: i + 1, rate: row.rate, interval };
    let riseBeyondChance = false;
    const before = rows[i - 1];
    if (before && before.reached >= WALL_MIN_RUNS) {
      const points = Math.round(10 * (row.rate - before.rate)) / 10;
      const rise = differenceInterval([before.died, before.reached], [row.died, row.reached]);
      riseBeyondChance = rise[0] > WALL_RISE;
      if (!largestJump || points > largestJump.points) largestJump = { floor: i + 1, points, interval: rise };
    }
    if (interval[0] > WALL_RATE || riseBeyondChance) wallsBeyondChance.push(i + 1);
  });
  return { worstFloor, largestJump, wallsBeyondChance };
}

/** The walls check as the targets read it on one set: a floor over WALL_RATE or a rise over WALL_RISE. */
export function missesWallCheck(rows: readonly FloorDeaths[]): boolean {
  const { worstFloor, largestJump } = walls(rows);
  return (worstFloor?.rate ?? 0) > WALL_RATE || (largestJump?.points ?? 0) > WALL_RISE;
}

function scoreFall(runs: readonly RunSummary[]): number | null {
  const rows = leavingScores(runs, MAX_DUNGEON_LEVEL);
  for (let i = 1; i < rows.length; i++) {
    const [before, row] = [rows[i - 1], rows[i]];
    if (before.left < WALL_MIN_RUNS || row.left < WALL_MIN_RUNS) break;
    if ((row.score ?? 0) < (before.score ?? 0)) return i + 1;
  }
  return null;
}

/** The target figures of a set of runs. */
export function targetFigures(runs: readonly RunSummary[]): TargetFigures {
  const rows = deathRates(runs, MAX_DUNGEON_LEVEL);
  const of = (pick: (r: RunSummary) => number) => median(runs.map(pick)) ?? 0;
  return {
    runs: runs.length,
    ended: share(runs, (r) => r.died || r.end === VICTORY),
    medianDeathDepth: median(runs.filter((r) => r.died).map((r) => r.depth)),
    reachedBottom: share(runs, (r) => r.end === VICTORY),
    diedEarly: share(runs, (r) => r.died && r.depth <= 3),
    diedBy10: runs.filter((r) => r.died && r.depth <= 10).length,
    diedBy30: runs.filter((r) => r.died && r.depth <= 30).length,
    won: runs.filter((r) => r.end === VICTORY).length,
    bands: [bandMean(rows, 1, 10), bandMean(rows, 11, 30), bandMean(rows, 31, MAX_DUNGEON_LEVEL)],
    ...walls(rows),
    wallMissByChance: missedByChance(rows, runs.length, WALL_MIN_RUNS, missesWallCheck),
    medianDepth: of((r) => r.depth),
    medianLevel: of((r) => r.characterLevel),
    medianActions: of((r) => r.steps),
    medianMinutes: of((r) => r.minutes),
    medianScore: of((r) => r.score),
    scoreFallsAt: scoreFall(runs),
  };
}

const orDash = (value: number | null, unit = '') => (value === null ? '-' : `${value}${unit}`);

/** A count of runs as a share with its 95% Wilson interval: '2.5% (0.4-12.9)'. */
function shareWithInterval(count: number, runs: number): string {
  const [low, high] = wilsonInterval(count, runs);
  const share = runs === 0 ? 0 : Math.round((1000 * count) / runs) / 10;
  return `${share}% (${low}-${high})`;
}

/** The rows of the targets table: a label and one cell per set of runs. */
export function targetRows(figures: readonly TargetFigures[]): string[][] {
  const row = (label: string, cell: (f: TargetFigures) => string) => [label, ...figures.map(cell)];
  return [
    row('runs', (f) => String(f.runs)),
    row('ended by death or victory', (f) => `${f.ended}%`),
    row('median depth at death', (f) => orDash(f.medianDeathDepth)),
    row('reached the bottom (victory)', (f) => `${f.reachedBottom}%`),
    row('died on floors 1-3', (f) => `${f.diedEarly}%`),
    row('died on floors 1-10 (95% interval)', (f) => shareWithInterval(f.diedBy10, f.runs)),
    row('died on floors 1-30 (95% interval)', (f) => shareWithInterval(f.diedBy30, f.runs)),
    row('won (95% interval)', (f) => shareWithInterval(f.won, f.runs)),
    row('death rate/floor 1-10', (f) => orDash(f.bands[0], '%')),
    row('death rate/floor 11-30', (f) => orDash(f.bands[1], '%')),
    row('death rate/floor 31+', (f) => orDash(f.bands[2], '%')),
    row('deadliest floor', (f) => (f.worstFloor ? `${f.worstFloor.rate}% (${f.worstFloor.floor})` : '-')),
    row('  its 95% interval', (f) => (f.worstFloor ? `${f.worstFloor.interval.join('-')}%` : '-')),
    row('largest jump', (f) => (f.largestJump ? `${f.largestJump.points} pts (${f.largestJump.floor})` : '-')),
    row('  its 95% interval', (f) => (f.largestJump ? `${f.largestJump.interval.join(' to ')} pts` : '-')),
    row('walls beyond chance (floors)', (f) => (f.wallsBeyondChance.length ? f.wallsBeyondChance.join(', ') : 'none')),
    row('walls check missed by chance', (f) => `${f.wallMissByChance}% of sets`),
    row('median depth', (f) => String(f.medianDepth)),
    row('median hero level', (f) => String(f.medianLevel)),
    row('level / depth', (f) => (f.medianDepth ? (f.medianLevel / f.medianDepth).toFixed(1) : '-')),
    row('median actions', (f) => String(f.medianActions)),
    row('median minutes', (f) => f.medianMinutes.toFixed(0)),
    row('median final score', (f) => String(f.medianScore)),
    row('leaving score falls at', (f) => orDash(f.scoreFallsAt)),
  ];
}
