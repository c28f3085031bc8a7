// The daily challenge's entries on MongoDB: the day's board (entries carrying `day`; the partial
// index daily_board); the day's draw is server/daily/mongoRepository.ts's. A day holds at most a few thousand
// entries, so its ranks are counted over that small index range.
import { Types } from 'mongoose';
import type { SearchPage, StoredRun } from '../types';
import type { EntryDoc, Models } from './models';
import { BOARD_SORT, literalPattern, nameKey, toRankedEntry, toStoredRun } from './mongoEntries';

type EntryWithId = EntryDoc & { _id: Types.ObjectId };

/** The key of one entry per name per day. */
export function dailyKeyOf(day: string, name: string): string {
  return `${day}|${nameKey(name)}`;
}

/** Drops the index the daily runs outgrew (one place per seed), once; absent already is fine. */
export async function dropOutgrownIndexes(models: Models): Promise<void> {
  const indexes = await models.Entry.collection.indexes().catch(() => []);
  if (indexes.some((index) => index.name === 'season_run_unique'))
    await models.Entry.collection.dropIndex('season_run_unique');
}

/** The day's board, ranked within the day. */
export async function dailyEntries(
  models: Models,
  day: string,
  query: string,
  limit: number,
  offset: number,
  sealedOnly: boolean,
): Promise<SearchPage> {
  const q = query.trim().toLowerCase();
  // A day played sealed ranks its sealed runs only, a day drawn before its witnessed ones (docs/OPERATIONS.md
  // "Sealed runs"): a daily inscribed otherwise is on its season's board alone.
  const ranked = sealedOnly ? { day, sealed: true } : { day, witnessed: true };
  const filter = q ? { ...ranked, nameKey: { $regex: literalPattern(q) } } : ranked;
  const [total, docs] = await Promise.all([
    models.Entry.countDocuments(filter),
    models.Entry.find(filter).sort(BOARD_SORT).skip(offset).limit(limit).lean<EntryWithId[]>(),
  ]);
  const rows = await Promise.all(docs.map(async (doc) => toRankedEntry(doc, await dayRank(models, doc, ranked))));
  return { rows, total };
}

/** 1 + the day's ranked entries (`ranked`: the board's filter) ahead of `doc` in board order. */
async function dayRank(models: Models, doc: EntryWithId, ranked: object): Promise<number> {
  const ahead = await models.Entry.countDocuments({
    ...ranked,
    $or: [
      { finalScore: { $gt: doc.finalScore } },
      { finalScore: doc.finalScore, completedAt: { $lt: doc.completedAt } },
      { finalScore: doc.finalScore, completedAt: doc.completedAt, _id: { $lt: doc._id } },
    ],
  });
  return ahead + 1;
}

/** The day's entry under `name`, as a stored run. */
export async function findDailyEntry(models: Models, day: string, name: string): Promise<StoredRun | null> {
  const doc = await models.Entry.findOne({ dailyKey: dailyKeyOf(day, name) }).lean<EntryWithId>();
  return doc ? toStoredRun(doc) : null;
}

/** The day's entry of a run, as a document (the insert reads its log and premium flag): Store.findDailyRun. */
export async function dailyHeld(
  models: Models,
  day: string,
  runKey: string,
  secretHash: string | null,
): Promise<EntryWithId | null> {
  const byKey = await models.Entry.findOne({ day, runKey }).lean<EntryWithId>();
  if (byKey || secretHash === null) return byKey;
  return models.Entry.findOne({ day, secretHash }).sort({ _id: 1 }).lean<EntryWithId>();
}

/** The day of entry `id`, or null. */
export async function entryDay(models: Models, id: string): Promise<string | null> {
  if (!/^[0-9a-f]{24}$/i.test(id)) return null;
  const doc = await models.Entry.findById(id, { day: 1 }).lean<{ day?: string }>();
  return doc?.day ?? null;
}

/** The days of the daily entries among `ids`, in one query over the _id index. */
export async function entryDays(models: Models, ids: readonly string[]): Promise<Map<string, string>> {
  const objectIds = ids.filter((id) => /^[0-9a-f]{24}$/i.test(id)).map((id) => new Types.ObjectId(id));
  if (objectIds.length === 0) return new Map();
  const docs = await models.Entry.find({ _id: { $in: objectIds }, day: { $exists: true } }, { day: 1 }).lean<
    { _id: Types.ObjectId; day: string }[]
  >();
  return new Map(docs.map((doc) => [doc._id.toHexString(), doc.day]));
}
