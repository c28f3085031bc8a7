// Registered runs on MongoDB (collection `runs`): any instance may take a run's next batch, so the
// stored count is the truth. A batch is one conditional update (`count` must still be `from`), so of
// two instances appending at once exactly one wins and the other reloads; the batch text is $push'ed
// to `tail` (no recompression per batch), and past a bound the tail and the batch are packed into a
// new segment $push'ed after the others (server/runs): nothing packed is ever read back or rewritten.
import type { LiveRunAppend, LiveRunHead, LiveRunRecord, LiveRunSummary, NewLiveRun } from '../store/types';
import { packActions, unpackActions } from '../store/packedActions';
import { liveRunFilter, type LiveRunDoc, type Models } from '../store/mongo/models';
import { STAT_PROJECTION, applyChange } from './mongoStatsRepository';
import type { LiveRunRepository } from './repository';

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
    sealed: doc.sealed === true,
    ended: doc.ended === true,
  };
}

/** The MongoDB LiveRunRepository. */
export class MongoLiveRunRepository implements LiveRunRepository {
  constructor(private readonly models: Models) {}

  async create(run: NewLiveRun): Promise<void> {
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
      sealed: run.sealed === true,
    };
    await new this.models.LiveRun(doc).validate();
    await this.models.LiveRun.collection.insertOne(doc as never);
  }

  async get(id: string): Promise<LiveRunRecord | null> {
    const doc = await this.models.LiveRun.findById(id).lean<LiveRunDoc>();
    return doc ? toRecord(doc) : null;
  }

  async heads(ids: readonly string[]): Promise<Map<string, LiveRunHead>> {
    if (ids.length === 0) return new Map();
    const docs = await this.models.LiveRun.find(
      { _id: { $in: [...ids] } },
      { count: 1, entryId: 1, expired: 1, ended: 1 },
    ).lean<{ _id: string; count: number; entryId: string | null; expired: boolean; ended?: boolean }[]>();
    return new Map(
      docs.map((doc) => [
        doc._id,
        { count: doc.count, entryId: doc.entryId ?? null, expired: doc.expired, ended: doc.ended === true },
      ]),
    );
  }

  async append(id: string, append: LiveRunAppend): Promise<boolean> {
    const figures = {
      count: append.count,
      floor: append.floor,
      score: append.score,
      outcome: append.outcome,
      killer: append.killer,
      updatedAt: append.updatedAt,
      heat: append.heat,
    };
    // Not once its player ended a sealed run: its seed is revealed then (server/runs/sealed.ts).
    const at = {
      _id: id as never,
      count: append.from,
      expired: false,
      $nor: [{ sealed: true, ended: true }],
    };
    let update: object = { $set: figures, $push: { tail: append.batch } };
    if (append.seal) {
      // The tail (a few KB) is read under the same condition the update meets: a batch another
      // instance took in between makes the update match nothing, as any lost race does.
      const doc = await this.models.LiveRun.collection.findOne(at, { projection: { tail: 1 } });
      if (!doc) return false;
      const segment = Buffer.from(packActions((doc.tail as string[]).join('') + append.batch));
      update = { $set: { ...figures, tail: [] }, $push: { segments: segment } };
    }
    // The figures before the batch come back with it: a counted run's statistics move by the difference.
    const before = await this.models.LiveRun.collection.findOneAndUpdate(at, update as never, {
      returnDocument: 'before',
      projection: STAT_PROJECTION,
    });
    if (!before) return false;
    await applyChange(this.models, before as never, figures);
    return true;
  }

  async secretHash(id: string): Promise<string | null> {
    const doc = await this.models.LiveRun.findById(id, { secretHash: 1 }).lean<{ secretHash: string }>();
    return doc?.secretHash ?? null;
  }

  async owner(id: string): Promise<{ secretHash: string; sealed: boolean } | null> {
    const doc = await this.models.LiveRun.findById(id, { secretHash: 1, sealed: 1 }).lean<{
      secretHash: string;
      sealed?: boolean;
    }>();
    return doc ? { secretHash: doc.secretHash, sealed: doc.sealed === true } : null;
  }

  async end(id: string): Promise<void> {
    await this.models.LiveRun.updateOne({ _id: id }, { $set: { ended: true } });
  }

  async list(since: Date, now: Date, limit: number): Promise<LiveRunSummary[]> {
    const docs = await this.models.LiveRun.find(liveRunFilter(since, now), {
      name: 1,
      floor: 1,
      score: 1,
      updatedAt: 1,
      sealed: 1,
    })
      .sort({ heat: -1, updatedAt: -1, _id: 1 })
      .limit(limit)
      .lean<{ _id: string; name: string; floor: number; score: number; updatedAt: Date; sealed?: boolean }[]>();
    return docs.map((doc) => ({
      id: doc._id,
      name: doc.name,
      floor: doc.floor,
      score: doc.score,
      updatedAt: doc.updatedAt,
      ...(doc.sealed === true ? { sealed: true as const } : {}),
    }));
  }

  async find(seed: string, rulesVersion: number, secretHash: string): Promise<LiveRunRecord | null> {
    const doc = await this.models.LiveRun.findOne({ seed, rulesVersion, secretHash })
      .sort({ startedAt: -1, _id: 1 })
      .lean<LiveRunDoc>();
    return doc ? toRecord(doc) : null;
  }

  async seedTaken(seed: string, rulesVersion: number): Promise<boolean> {
    return (await this.models.LiveRun.exists({ seed, rulesVersion })) !== null;
  }

  async markInscribed(id: string, entryId: string): Promise<void> {
    const before = await this.models.LiveRun.collection.findOneAndUpdate(
      { _id: id as never },
      { $set: { entryId } },
      { returnDocument: 'before', projection: STAT_PROJECTION },
    );
    if (before) await applyChange(this.models, before as never, { entryId });
  }

  async expire(before: Date): Promise<number> {
    // A sealed run keeps its log: its seed is revealed once it expires, and the log is what anyone checks.
    const sealed = await this.models.LiveRun.updateMany(
      { expired: false, updatedAt: { $lt: before }, sealed: true },
      { $set: { expired: true } },
    );
    const open = await this.models.LiveRun.updateMany(
      { expired: false, updatedAt: { $lt: before }, sealed: { $ne: true } },
      { $set: { expired: true, packed: null, segments: [], tail: [] } },
    );
    return sealed.modifiedCount + open.modifiedCount;
  }
}
