// Registered runs on MongoDB (collection `runs`): any instance may take a run's next batch, so the
// stored count is the truth. A batch is one conditional update (`count` must still be `from`), so of
// two instances appending at once exactly one wins and the other reloads; the batch text is $push'ed
// to `tail` (no recompression per batch), and past a bound the tail and the batch are packed into a
// new segment $push'ed after the others (server/runs): nothing packed is ever read back or rewritten.
import type { LiveRunAppend, LiveRunHead, LiveRunRecord, LiveRunStatsRaw, LiveRunSummary, NewLiveRun } from '../types';
import { packActions, unpackActions } from '../packedActions';
import type { LiveRunDoc, Models } from './models';

/** Packed bytes as packedActions reads them: the driver hands BinData back as a bson Binary. */
function bytesOf(value: LiveRunDoc['packed']): Uint8Array | null {
  if (value === null || value === undefined || value instanceof Uint8Array) return value ?? null;
  return value.read(0, value.length());
}

/** The stored log: the packed part (logs stored before segments), the segments in order, the tail. */
function logOf(doc: LiveRunDoc): string {
  const segments = (doc.segments ?? []).map((segment) => unpackActions(bytesOf(segment)) ?? '').join('');
  return (unpackActions(bytesOf(doc.packed)) ?? '') + segments + doc.tail.join('');
}

function toRecord(doc: LiveRunDoc): LiveRunRecord {
  const tail = doc.tail.join('');
  return {
    id: doc._id,
    name: doc.name,
    rulesVersion: doc.rulesVersion,
    seed: doc.seed,
    secretHash: doc.secretHash,
    day: doc.day ?? null,
    hiddenUntil: doc.hiddenUntil.getTime() > 0 ? doc.hiddenUntil : null,
    startedAt: doc.startedAt,
    updatedAt: doc.updatedAt,
    count: doc.count,
    actions: logOf(doc),
    tailChars: tail.length,
    floor: doc.floor,
    score: doc.score,
    outcome: doc.outcome,
    killer: doc.killer ?? null,
    heat: doc.heat,
    entryId: doc.entryId ?? null,
    expired: doc.expired,
  };
}

export async function createLiveRun(models: Models, run: NewLiveRun): Promise<void> {
  const doc: LiveRunDoc = {
    _id: run.id,
    name: run.name,
    rulesVersion: run.rulesVersion,
    seed: run.seed,
    secretHash: run.secretHash,
    day: run.day,
    hiddenUntil: run.hiddenUntil ?? new Date(0),
    startedAt: run.startedAt,
    updatedAt: run.startedAt,
    count: 0,
    packed: null,
    segments: [],
    tail: [],
    floor: 1,
    score: 0,
    outcome: 'playing',
    killer: null,
    heat: 0,
    entryId: null,
    expired: false,
    ended: false,
  };
  await new models.LiveRun(doc).validate();
  await models.LiveRun.collection.insertOne(doc as never);
}

export async function getLiveRun(models: Models, id: string): Promise<LiveRunRecord | null> {
  const doc = await models.LiveRun.findById(id).lean<LiveRunDoc>();
  return doc ? toRecord(doc) : null;
}

export async function liveRunHeads(models: Models, ids: readonly string[]): Promise<Map<string, LiveRunHead>> {
  if (ids.length === 0) return new Map();
  const docs = await models.LiveRun.find({ _id: { $in: [...ids] } }, { count: 1, entryId: 1, expired: 1 }).lean<
    { _id: string; count: number; entryId: string | null; expired: boolean }[]
  >();
  return new Map(
    docs.map((doc) => [doc._id, { count: doc.count, entryId: doc.entryId ?? null, expired: doc.expired }]),
  );
}

export async function appendLiveRun(models: Models, id: string, append: LiveRunAppend): Promise<boolean> {
  const figures = {
    count: append.count,
    floor: append.floor,
    score: append.score,
    outcome: append.outcome,
    killer: append.killer,
    updatedAt: append.updatedAt,
    heat: append.heat,
  };
  const at = { _id: id as never, count: append.from, expired: false };
  let update: object = { $set: figures, $push: { tail: append.batch } };
  if (append.seal) {
    // The tail (a few KB) is read under the same condition the update meets: a batch another
    // instance took in between makes the update match nothing, as any lost race does.
    const doc = await models.LiveRun.collection.findOne(at, { projection: { tail: 1 } });
    if (!doc) return false;
    const segment = Buffer.from(packActions((doc.tail as string[]).join('') + append.batch));
    update = { $set: { ...figures, tail: [] }, $push: { segments: segment } };
  }
  const result = await models.LiveRun.collection.updateOne(at, update as never);
  return result.matchedCount === 1;
}

export async function liveRunSecretHash(models: Models, id: string): Promise<string | null> {
  const doc = await models.LiveRun.findById(id, { secretHash: 1 }).lean<{ secretHash: string }>();
  return doc?.secretHash ?? null;
}

export async function endLiveRun(models: Models, id: string): Promise<void> {
  await models.LiveRun.updateOne({ _id: id }, { $set: { ended: true } });
}

export async function listLiveRuns(models: Models, since: Date, now: Date, limit: number): Promise<LiveRunSummary[]> {
  const docs = await models.LiveRun.find(
    {
      expired: false,
      updatedAt: { $gte: since },
      outcome: 'playing',
      count: { $gt: 0 },
      hiddenUntil: { $lte: now },
      ended: { $ne: true },
    },
    { name: 1, floor: 1, score: 1, updatedAt: 1 },
  )
    .sort({ heat: -1, updatedAt: -1, _id: 1 })
    .limit(limit)
    .lean<{ _id: string; name: string; floor: number; score: number; updatedAt: Date }[]>();
  return docs.map((doc) => ({
    id: doc._id,
    name: doc.name,
    floor: doc.floor,
    score: doc.score,
    updatedAt: doc.updatedAt,
  }));
}

export async function findLiveRun(
  models: Models,
  seed: string,
  rulesVersion: number,
  secretHash: string,
): Promise<LiveRunRecord | null> {
  const doc = await models.LiveRun.findOne({ seed, rulesVersion, secretHash })
    .sort({ startedAt: -1, _id: 1 })
    .lean<LiveRunDoc>();
  return doc ? toRecord(doc) : null;
}

export async function liveRunSeedTaken(models: Models, seed: string, rulesVersion: number): Promise<boolean> {
  return (await models.LiveRun.exists({ seed, rulesVersion })) !== null;
}

export async function markLiveRunInscribed(models: Models, id: string, entryId: string): Promise<void> {
  await models.LiveRun.updateOne({ _id: id }, { $set: { entryId } });
}

export async function expireLiveRuns(models: Models, before: Date): Promise<number> {
  const result = await models.LiveRun.updateMany(
    { expired: false, updatedAt: { $lt: before } },
    { $set: { expired: true, packed: null, segments: [], tail: [] } },
  );
  return result.modifiedCount;
}

/** The ranked figures: each a field or, for minutes, an expression over the run's times. */
const FIGURES = {
  depth: '$floor',
  score: '$score',
  actions: '$count',
  minutes: { $floor: { $divide: [{ $subtract: ['$updatedAt', '$startedAt'] }, 60_000] } },
} as const;

export async function liveRunStats(
  models: Models,
  liveSince: Date,
  ranks: (n: number) => number[],
): Promise<LiveRunStatsRaw[]> {
  const flag = (condition: unknown) => ({ $sum: { $cond: [condition, 1, 0] } });
  const versions = await models.LiveRun.aggregate<{
    _id: number;
    runs: number;
    witnessed: number;
    live: number;
    died: number;
    won: number;
    inscribed: number;
  }>([
    {
      $group: {
        _id: '$rulesVersion',
        runs: { $sum: 1 },
        witnessed: flag({ $gt: ['$count', 0] }),
        live: flag({
          $and: [
            { $eq: ['$outcome', 'playing'] },
            { $eq: ['$expired', false] },
            { $gt: ['$count', 0] },
            { $gte: ['$updatedAt', liveSince] },
          ],
        }),
        died: flag({ $eq: ['$outcome', 'died'] }),
        won: flag({ $eq: ['$outcome', 'won'] }),
        inscribed: flag({ $ne: [{ $ifNull: ['$entryId', null] }, null] }),
      },
    },
    { $sort: { _id: -1 } },
  ]);
  return Promise.all(
    versions.map(async (row) => {
      const v = row._id;
      const at = ranks(row.witnessed);
      const [deaths, killers, depth, score, actions, minutes] = await Promise.all([
        models.LiveRun.aggregate<{ _id: number; n: number }>([
          { $match: { rulesVersion: v, outcome: 'died' } },
          { $group: { _id: '$floor', n: { $sum: 1 } } },
          { $sort: { _id: 1 } },
        ]),
        models.LiveRun.aggregate<{ _id: string; n: number }>([
          { $match: { rulesVersion: v, outcome: 'died', killer: { $type: 'string' } } },
          { $group: { _id: '$killer', n: { $sum: 1 } } },
        ]),
        ...(['depth', 'score', 'actions', 'minutes'] as const).map((figure) => ranked(models, v, FIGURES[figure], at)),
      ]);
      return {
        rulesVersion: v,
        runs: row.runs,
        witnessed: row.witnessed,
        live: row.live,
        died: row.died,
        won: row.won,
        inscribed: row.inscribed,
        deathsByFloor: deaths.map((d) => ({ floor: d._id, deaths: d.n })),
        killers: killers.map((k) => ({ monster: k._id, kills: k.n })),
        ranked: { depth, score, actions, minutes },
        rankedOf: row.witnessed,
      };
    }),
  );
}

/** The values of `figure` at the 1-based ranks `at` among the version's runs with actions, ascending (a top-k sort each). */
async function ranked(models: Models, rulesVersion: number, figure: unknown, at: number[]): Promise<number[]> {
  return Promise.all(
    at.map(async (rank) => {
      const [row] = await models.LiveRun.aggregate<{ v: number }>([
        { $match: { rulesVersion, count: { $gt: 0 } } },
        { $project: { _id: 0, v: figure } },
        { $sort: { v: 1 } },
        { $skip: rank - 1 },
        { $limit: 1 },
      ]).allowDiskUse(true);
      return row?.v ?? 0;
    }),
  );
}
