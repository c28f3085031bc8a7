// The Hall's entries on MongoDB (the Entry model of server/store/mongo/models.ts). No multi-document
// transactions are needed: the unique name and run indexes settle concurrent names and renamed copies
// of a run, and a replacement is one update conditional on the log read, so it also works on a
// standalone server.
import { Types } from 'mongoose';
import type {
  InsertResult,
  NewEntry,
  PageRequest,
  RankedEntry,
  ReplacedEntry,
  SearchPage,
  StoredRun,
} from '../store/types';
import type { EntryDoc, Models } from '../store/mongo/models';
import {
  BOARD_SORT,
  literalPattern,
  countMatches,
  matchPage,
  namePieces,
  nameKey,
  rankOf,
  storedActionsOf,
  toRankedEntry,
  toStoredRun,
  withRanks,
} from '../store/mongo/mongoEntries';
import { packActions } from '../store/packedActions';
import * as daily from '../store/mongo/daily';
import type { EntryRepository } from './repository';

const DUPLICATE_KEY = 11000;

/** Counts stay valid until this instance writes, or for COUNT_TTL_MS (other instances' writes). */
const COUNT_TTL_MS = 5_000;

/** The MongoDB EntryRepository. */
export class MongoEntryRepository implements EntryRepository {
  private counts = new Map<string, { at: number; value: number }>();

  constructor(private readonly models: Models) {}

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

  async getRun(id: string): Promise<StoredRun | null> {
    if (!/^[0-9a-f]{24}$/i.test(id)) return null;
    const doc = await this.models.Entry.findById(new Types.ObjectId(id)).lean<EntryDoc & { _id: Types.ObjectId }>();
    if (!doc || storedActionsOf(doc) == null) return null;
    const entry = toRankedEntry(doc, 0);
    return { ...toStoredRun(doc), stats: entry, won: entry.won };
  }

  async findRun(seed: string, rulesVersion: number): Promise<StoredRun | null> {
    const doc = await this.models.Entry.findOne({ seed, rulesVersion })
      .sort({ _id: 1 })
      .lean<EntryDoc & { _id: Types.ObjectId }>();
    return doc ? toStoredRun(doc) : null;
  }

  async nameExists(season: string, name: string): Promise<boolean> {
    return (await this.models.Entry.exists({ season, nameKey: nameKey(name) })) !== null;
  }

  async takenNames(season: string, names: readonly string[]): Promise<Set<string>> {
    const docs = await this.models.Entry.find({ season, nameKey: { $in: names.map(nameKey) } }, { nameKey: 1 }).lean();
    return new Set(docs.map((d) => d.nameKey));
  }

  async topEntries(season: string, limit: number, offset: number): Promise<RankedEntry[]> {
    const docs = await matchPage(this.models, { season, query: '', limit, offset });
    return docs.map((doc, i) => toRankedEntry(doc, offset + i + 1));
  }

  async searchEntries(request: PageRequest): Promise<SearchPage> {
    const { season, limit, offset } = request;
    const q = request.query.trim().toLowerCase();
    if (request.witnessedOnly) return this.witnessedPage(season, q, limit, offset);
    if (q.length === 0) {
      return { rows: await this.topEntries(season, limit, offset), total: await this.countEntries(season) };
    }
    const total = await this.cachedCount(`m\u0000${season}\u0000${q}`, () => countMatches(this.models, season, q));
    if (offset >= total) return { rows: [], total };
    return {
      rows: await withRanks(this.models, await matchPage(this.models, { season, query: q, limit, offset })),
      total,
    };
  }

  async countEntries(season: string): Promise<number> {
    return this.cachedCount(`s\u0000${season}`, () => this.models.Entry.countDocuments({ season }).exec());
  }

  async removeEntry(id: string): Promise<boolean> {
    if (!Types.ObjectId.isValid(id) || !/^[0-9a-f]{24}$/i.test(id)) return false;
    const result = await this.models.Entry.deleteOne({ _id: new Types.ObjectId(id) });
    this.counts.clear();
    return result.deletedCount === 1;
  }

  dailyEntries(day: string, query: string, limit: number, offset: number): Promise<SearchPage> {
    return daily.dailyEntries(this.models, day, query, limit, offset);
  }

  findDailyEntry(day: string, name: string): Promise<StoredRun | null> {
    return daily.findDailyEntry(this.models, day, name);
  }

  async findDailyRun(day: string, runKey: string, secretHash: string | null): Promise<StoredRun | null> {
    const doc = await daily.dailyHeld(this.models, day, runKey, secretHash);
    return doc ? toStoredRun(doc) : null;
  }

  entryDay(id: string): Promise<string | null> {
    return daily.entryDay(this.models, id);
  }

  entryDays(ids: readonly string[]): Promise<Map<string, string>> {
    return daily.entryDays(this.models, ids);
  }

  /** A page of the season's witnessed entries (names holding `q`), with season ranks: the partial board index. */
  private async witnessedPage(season: string, q: string, limit: number, offset: number): Promise<SearchPage> {
    const filter = q
      ? { season, witnessed: true, nameKey: { $regex: literalPattern(q) } }
      : { season, witnessed: true };
    const total = await this.cachedCount(`w\u0000${season}\u0000${q}`, () =>
      this.models.Entry.countDocuments(filter).hint('season_witnessed_board').exec(),
    );
    if (offset >= total) return { rows: [], total };
    const docs = await this.models.Entry.find(filter)
      .sort(BOARD_SORT)
      .skip(offset)
      .limit(limit)
      .hint('season_witnessed_board')
      .lean<(EntryDoc & { _id: Types.ObjectId })[]>();
    return { rows: await withRanks(this.models, docs), total };
  }

  /** A count cached until this instance writes or COUNT_TTL_MS pass. */
  private async cachedCount(key: string, compute: () => Promise<number>): Promise<number> {
    const hit = this.counts.get(key);
    if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.value;
    const value = await compute();
    if (this.counts.size >= 5000) this.counts.clear();
    this.counts.set(key, { at: Date.now(), value });
    return value;
  }
}
