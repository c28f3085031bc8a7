// The statistics' running counts, shared by both stores (server/runs/sqliteStatsRepository.ts with schema
// step 13's trigger, server/runs/mongoStatsRepository.ts): per rules version the counts of runs, and how
// many runs have each value of each figure, also per block of STATS_BLOCK_WIDTH values. A percentile
// walks the blocks to the one holding its rank, then that block's values: work bounded by the
// figure's range, never by the number of runs.
import type { LiveRunOutcome } from '../store/types';

/** Width of a block of values (schema step 13 writes value / 256). */
export const STATS_BLOCK_WIDTH = 256;

/** The figures the statistics read, over runs with actions, and `deaths`: the floor of each death. */
export const STAT_FIGURES = ['depth', 'score', 'actions', 'minutes', 'deaths'] as const;
export type StatFigure = (typeof STAT_FIGURES)[number];

/** What the statistics read of one run. */
export interface RunStatFigures {
  rulesVersion: number;
  count: number;
  floor: number;
  score: number;
  outcome: LiveRunOutcome;
  killer: string | null;
  startedAt: number;
  updatedAt: number;
  inscribed: boolean;
}

/** One rules version's counts. */
export interface StatCounts {
  runs: number;
  witnessed: number;
  died: number;
  won: number;
  inscribed: number;
}

/** Counts to add: per version, per (version, figure, value), per (version, figure, block), per (version, killer). */
export interface StatsTally {
  counts: Map<number, StatCounts>;
  values: Map<string, { rulesVersion: number; figure: StatFigure; value: number; n: number }>;
  blocks: Map<string, { rulesVersion: number; figure: StatFigure; block: number; n: number }>;
  killers: Map<string, { rulesVersion: number; monster: string; n: number }>;
}

export function newTally(): StatsTally {
  return { counts: new Map(), values: new Map(), blocks: new Map(), killers: new Map() };
}

/** Each figure's value for a run, where it has one. */
export function figureValues(run: RunStatFigures): [StatFigure, number][] {
  const out: [StatFigure, number][] = [];
  if (run.count > 0)
    out.push(
      ['depth', run.floor],
      ['score', run.score],
      ['actions', run.count],
      ['minutes', Math.floor((run.updatedAt - run.startedAt) / 60_000)],
    );
  if (run.outcome === 'died') out.push(['deaths', run.floor]);
  return out;
}

/** Adds `run` (sign 1) or takes it away (sign -1) in `tally`. */
export function addRun(tally: StatsTally, run: RunStatFigures, sign: 1 | -1): void {
  const v = run.rulesVersion;
  let counts = tally.counts.get(v);
  if (!counts) tally.counts.set(v, (counts = { runs: 0, witnessed: 0, died: 0, won: 0, inscribed: 0 }));
  counts.runs += sign;
  if (run.count > 0) counts.witnessed += sign;
  if (run.outcome === 'died') counts.died += sign;
  if (run.outcome === 'won') counts.won += sign;
  if (run.inscribed) counts.inscribed += sign;
  for (const [figure, value] of figureValues(run)) {
    const key = `${v}|${figure}|${value}`;
    const row = tally.values.get(key);
    if (row) row.n += sign;
    else tally.values.set(key, { rulesVersion: v, figure, value, n: sign });
    const block = Math.floor(value / STATS_BLOCK_WIDTH);
    const blockKey = `${v}|${figure}|${block}`;
    const blockRow = tally.blocks.get(blockKey);
    if (blockRow) blockRow.n += sign;
    else tally.blocks.set(blockKey, { rulesVersion: v, figure, block, n: sign });
  }
  if (run.outcome === 'died' && run.killer !== null) {
    const key = `${v}|${run.killer}`;
    const row = tally.killers.get(key);
    if (row) row.n += sign;
    else tally.killers.set(key, { rulesVersion: v, monster: run.killer, n: sign });
  }
}

/** A count of runs at one value or in one block. */
export interface Tally {
  key: number;
  n: number;
}

/**
 * The values at the 1-based `ranks` (ascending) among the runs the tallies count: `blocks` in block
 * order; `valueAt(block, rank)` the value at the 1-based rank within that block. 0 where a rank is
 * past the runs (as the old full scans gave).
 */
export async function valuesAtRanks(
  ranks: readonly number[],
  blocks: readonly Tally[],
  valueAt: (block: number, rank: number) => number | Promise<number>,
): Promise<number[]> {
  const out: number[] = [];
  let b = 0;
  let before = 0;
  for (const rank of ranks) {
    while (b < blocks.length && before + blocks[b].n < rank) before += blocks[b++].n;
    out.push(b < blocks.length ? await valueAt(blocks[b].key, rank - before) : 0);
  }
  return out;
}

/** The value at the 1-based `rank` among a block's values (ascending, with their counts). */
export function valueAtRank(values: readonly Tally[], rank: number): number {
  let seen = 0;
  for (const value of values) {
    seen += value.n;
    if (seen >= rank) return value.key;
  }
  return 0;
}
