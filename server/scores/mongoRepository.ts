// The Hall's entries on MongoDB (the Entry model of server/store/mongo/models.ts): one conditional
// write per submission, removal, and the lookups of a run's entry. No multi-document transactions are
// needed: the unique name and run indexes settle concurrent names and renamed copies of a run, and a
// replacement is one update conditional on the log read, so it also works on a standalone server.
import { Types } from 'mongoose';
import type { InsertResult, NewEntry, ReplacedEntry, StoredRun } from '../store/types';
import type { EntryDoc, Models } from '../store/mongo/models';
import { namePieces, nameKey, rankOf, storedActionsOf, toRankedEntry, toStoredRun } from '../store/mongo/mongoEntries';
import { packActions } from '../store/packedActions';
import * as daily from '../store/mongo/daily';
import type { EntryRepository } from './repository';
import type { CountCache } from './mongoBoardRepository';

const DUPLICATE_KEY = 11000;

/** The MongoDB EntryRepository. */
export class MongoEntryRepository implements EntryRepository {
  constructor(
    private readonly models: Models,
    private readonly counts: CountCache,
  ) {}

  async insertEntry(entry: NewEntry, replaces: ReplacedEntry | null): Promise<InsertResult> {
    const { witness, ...fields } = entry;
    const replacedId = replaces && /^[0-9a-f]{24}$/i.test(replaces.id) ? new Types.ObjectId(replaces.id) : null;
    if (replaces && !replacedId) return { ok: false, reason: 'log-moved' };
    const doc: EntryDoc & { _id: Types.ObjectId } = {
      ...fields,
      // Always written, like won: a replaced entry takes the new inscription's mark or loses it.
      witnessed: witness !== undefined,
      runStartedAt: witness?.startedAt ?? null,
      runLastMoveAt: witness?.lastMoveAt ?? null,
      sealed: witness?.sealed === true,
      actions: Buffer.from(packActions(entry.actions)),
      _id: replacedId ?? new Types.ObjectId(),
      playerName: entry.playerName.trim(),
      nameKey: nameKey(entry.playerName),
      grams: namePieces(nameKey(entry.playerName)),
      // Always written (the driver skips the schema's default): a replaced entry takes the new run's outcome.
      won: entry.won === true,
      ...(entry.day ? { dailyKey: daily.dailyKeyOf(entry.day, entry.playerName) } : {}),
    };
    // The writes below go through the driver (for its duplicate-key codes and the conditional update),
    // which skips mongoose's checks: run the schema's validation first.
    await new this.models.Entry(doc).validate();
    try {
      if (replaces) {
        // Conditional on the log read (stored as a string before packing, BinData since): of two
        // extensions sent at once, one is written and the other finds the log moved.
        const { _id, ...fields } = doc;
        const stored = { $in: [replaces.actions, Buffer.from(packActions(replaces.actions))] };
        const updated = await this.models.Entry.collection.updateOne({ _id, actions: stored }, { $set: fields });
        if (updated.matchedCount !== 1) return { ok: false, reason: 'log-moved' };
      } else {
        // Every daily run of a day shares its seed: there, a run is held by its key or its owner.
        const held = entry.day
          ? await daily.dailyHeld(this.models, entry.day, entry.runKey, entry.secretHash)
          : await this.models.Entry.exists({ seed: entry.seed, rulesVersion: entry.rulesVersion });
        if (held) return { ok: false, reason: 'run-held' };
        await this.models.Entry.collection.insertOne(doc);
      }
    } catch (error) {
      const duplicate = error as { code?: number; keyPattern?: Record<string, unknown> };
      if (duplicate.code !== DUPLICATE_KEY) throw error;
      // A run index (a copy sent in the same instant as its original) or the name index spoke; which
      // one answers first when both would is up to the server, so a name on the board is a taken name
      // whichever did, as on SQLite.
      const runIndex = duplicate.keyPattern?.seed !== undefined || duplicate.keyPattern?.runKey !== undefined;
      const nameFree = !(await this.nameExists(entry.season, entry.playerName));
      return { ok: false, reason: runIndex && nameFree ? 'run-held' : 'name-taken' };
    } finally {
      this.counts.clear();
    }
    return { ok: true, entry: toRankedEntry(doc, await rankOf(this.models, doc)) };
  }

  async removeEntry(id: string): Promise<boolean> {
    if (!Types.ObjectId.isValid(id) || !/^[0-9a-f]{24}$/i.test(id)) return false;
    const result = await this.models.Entry.deleteOne({ _id: new Types.ObjectId(id) });
    this.counts.clear();
    return result.deletedCount === 1;
  }

  async getRun(id: string): Promise<StoredRun | null> {
    if (!/^[0-9a-f]{24}$/i.test(id)) return null;
    const doc = await this.models.Entry.findById(new Types.ObjectId(id)).lean<EntryDoc & { _id: Types.ObjectId }>();
    if (!doc || storedActionsOf(doc) == null) return null;
    const entry = toRankedEntry(doc, 0);
    return { ...toStoredRun(doc), stats: entry, won: entry.won, ...(entry.witness ? { witness: entry.witness } : {}) };
  }

  async findRun(seed: string, rulesVersion: number): Promise<StoredRun | null> {
    const doc = await this.models.Entry.findOne({ seed, rulesVersion })
      .sort({ _id: 1 })
      .lean<EntryDoc & { _id: Types.ObjectId }>();
    return doc ? toStoredRun(doc) : null;
  }

  async findDailyRun(day: string, runKey: string, secretHash: string | null): Promise<StoredRun | null> {
    const doc = await daily.dailyHeld(this.models, day, runKey, secretHash);
    return doc ? toStoredRun(doc) : null;
  }

  findDailyEntry(day: string, name: string): Promise<StoredRun | null> {
    return daily.findDailyEntry(this.models, day, name);
  }

  async nameExists(season: string, name: string): Promise<boolean> {
    return (await this.models.Entry.exists({ season, nameKey: nameKey(name) })) !== null;
  }

  async takenNames(season: string, names: readonly string[]): Promise<Set<string>> {
    const docs = await this.models.Entry.find({ season, nameKey: { $in: names.map(nameKey) } }, { nameKey: 1 }).lean();
    return new Set(docs.map((d) => d.nameKey));
  }
}
