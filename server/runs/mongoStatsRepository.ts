// The statistics of registered runs on MongoDB as running counts (collection `runstats`), in step with
// SQLite's (schema step 13, server/runs/statsTally.ts): one document per rules version's counts,
// per (version, figure, value), per (version, figure, block of values) and per (version, killer),
// each moved with $inc, so instances sharing the database never lose an update. A run enters them
// when an instance claims it (`counted: true`, set atomically with the figures it had: a batch
// taken after the claim moves them itself, one before it is in what the claim read); a counted run's
// later batches and inscription apply their difference. No transactions: a crash between a claim and
// its $inc leaves those runs out of the figures.
import type { LiveRunStatsRaw } from '../store/types';
import {
  STATS_BLOCK_WIDTH,
  addRun,
  newTally,
  valueAtRank,
  valuesAtRanks,
  type RunStatFigures,
  type StatsTally,
  type Tally,
} from './statsTally';
import { RUN_STATS_COLLECTION, liveRunFilter, type LiveRunDoc, type Models } from '../store/mongo/models';
import type { RunStatsRepository } from './repository';

/** The fields of a run the statistics read. */
export const STAT_PROJECTION = {
  rulesVersion: 1,
  count: 1,
  floor: 1,
  score: 1,
  outcome: 1,
  killer: 1,
  startedAt: 1,
  updatedAt: 1,
  entryId: 1,
  counted: 1,
} as const;

type StatDoc = Pick<
  LiveRunDoc,
  'rulesVersion' | 'count' | 'floor' | 'score' | 'outcome' | 'startedAt' | 'updatedAt'
> & {
  killer?: string | null;
  entryId?: string | null;
  counted?: boolean;
};

interface CountDoc {
  _id: string;
  kind: string;
  v: number;
  key?: number;
  monster?: string;
  figure?: string;
  n?: number;
  runs?: number;
  witnessed?: number;
  died?: number;
  won?: number;
  inscribed?: number;
}

function collection(models: Models) {
  return models.LiveRun.db.collection<CountDoc>(RUN_STATS_COLLECTION);
}

/** A run's figures as the statistics read them. */
export function statFiguresOf(doc: StatDoc): RunStatFigures {
  return {
    rulesVersion: doc.rulesVersion,
    count: doc.count,
    floor: doc.floor,
    score: doc.score,
    outcome: doc.outcome,
    killer: doc.killer ?? null,
    startedAt: new Date(doc.startedAt).getTime(),
    updatedAt: new Date(doc.updatedAt).getTime(),
    inscribed: doc.entryId !== null && doc.entryId !== undefined,
  };
}

/** Adds `tally` to the stored counts (one unordered bulk of $inc upserts). */
export async function applyTally(models: Models, tally: StatsTally): Promise<void> {
  const ops: object[] = [];
  const inc = (_id: string, n: Record<string, number>, fields: Omit<CountDoc, '_id'>) => {
    if (Object.values(n).every((value) => value === 0)) return;
    ops.push({ updateOne: { filter: { _id }, update: { $inc: n, $setOnInsert: fields }, upsert: true } });
  };
  for (const [v, counts] of tally.counts) inc(`c:${v}`, { ...counts }, { kind: 'counts', v });
  for (const { rulesVersion: v, figure, value, n } of tally.values.values())
    inc(`v:${v}:${figure}:${value}`, { n }, { kind: 'value', v, figure, key: value });
  for (const { rulesVersion: v, figure, block, n } of tally.blocks.values())
    inc(`b:${v}:${figure}:${block}`, { n }, { kind: 'block', v, figure, key: block });
  for (const { rulesVersion: v, monster, n } of tally.killers.values())
    inc(`k:${v}:${monster}`, { n }, { kind: 'killer', v, monster });
  if (ops.length > 0) await collection(models).bulkWrite(ops as never, { ordered: false });
}

/** A counted run's figures moved from `before` to `after`: the difference applied. */
export async function applyChange(models: Models, before: StatDoc, after: Partial<StatDoc>): Promise<void> {
  if (before.counted !== true) return;
  const tally = newTally();
  addRun(tally, statFiguresOf(before), -1);
  addRun(tally, statFiguresOf({ ...before, ...after }), 1);
  await applyTally(models, tally);
}

/** The MongoDB RunStatsRepository. */
export class MongoRunStatsRepository implements RunStatsRepository {
  constructor(private readonly models: Models) {}

  /** Claims and counts every run not counted yet that is visible at `now`, 500 at a time; how many. */
  async count(now: Date): Promise<number> {
    const runs = this.models.LiveRun.collection;
    let counted = 0;
    for (;;) {
      const waiting = await runs
        .find({ counted: { $ne: true }, hiddenUntil: { $lte: now } } as never, { projection: { _id: 1 }, limit: 500 })
        .toArray();
      if (waiting.length === 0) return counted;
      const tally = newTally();
      await Promise.all(
        waiting.map(async ({ _id }) => {
          const doc = await runs.findOneAndUpdate(
            { _id, counted: { $ne: true } } as never,
            { $set: { counted: true } } as never,
            { returnDocument: 'after', projection: STAT_PROJECTION },
          );
          if (!doc) return;
          addRun(tally, statFiguresOf(doc as unknown as StatDoc), 1);
          counted++;
        }),
      );
      await applyTally(this.models, tally);
    }
  }

  /** The figures per rules version, newest first, from the counts; `live` as the live list counts at `now`. */
  async read(liveSince: Date, now: Date, ranks: (n: number) => number[]): Promise<LiveRunStatsRaw[]> {
    const stats = collection(this.models);
    const versions = await stats
      .find({ kind: 'counts', runs: { $gt: 0 } })
      .sort({ v: -1 })
      .toArray();
    const live = new Map(
      (
        await this.models.LiveRun.aggregate<{ _id: number; n: number }>([
          {
            $match: liveRunFilter(liveSince, now),
          },
          { $group: { _id: '$rulesVersion', n: { $sum: 1 } } },
        ])
      ).map((row) => [row._id, row.n]),
    );
    const tallies = async (v: number, kind: string, figure: string, range: object = {}): Promise<Tally[]> =>
      (
        await stats
          .find({ kind, v, figure, n: { $gt: 0 }, ...range })
          .sort({ key: 1 })
          .toArray()
      ).map((doc) => ({
        key: doc.key!,
        n: doc.n!,
      }));
    const ranked = async (v: number, figure: string, at: number[]) =>
      valuesAtRanks(at, await tallies(v, 'block', figure), async (block, rank) =>
        valueAtRank(
          await tallies(v, 'value', figure, {
            key: { $gte: block * STATS_BLOCK_WIDTH, $lt: (block + 1) * STATS_BLOCK_WIDTH },
          }),
          rank,
        ),
      );
    return Promise.all(
      versions.map(async (doc) => {
        const v = doc.v;
        const witnessed = doc.witnessed ?? 0;
        const at = ranks(witnessed);
        const [deaths, killers, depth, score, actions, minutes] = await Promise.all([
          tallies(v, 'value', 'deaths'),
          stats.find({ kind: 'killer', v, n: { $gt: 0 } }).toArray(),
          ranked(v, 'depth', at),
          ranked(v, 'score', at),
          ranked(v, 'actions', at),
          ranked(v, 'minutes', at),
        ]);
        return {
          rulesVersion: v,
          runs: doc.runs ?? 0,
          witnessed,
          live: live.get(v) ?? 0,
          died: doc.died ?? 0,
          won: doc.won ?? 0,
          inscribed: doc.inscribed ?? 0,
          deathsByFloor: deaths.map((row) => ({ floor: row.key, deaths: row.n })),
          killers: killers.map((row) => ({ monster: row.monster!, kills: row.n! })),
          ranked: { depth, score, actions, minutes },
          rankedOf: witnessed,
        };
      }),
    );
  }
}
