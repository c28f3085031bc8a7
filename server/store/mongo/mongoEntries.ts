// Entry queries of the MongoDB store: insert under the unique name index, board order, ranks, search.
import type { Types } from 'mongoose';
import { pickStats } from '../../../src/shared/scoreFields';
import type { PageRequest, RankedEntry, StoredRun } from '../types';
import { unpackActions, type StoredActions } from '../packedActions';
import type { EntryDoc, Models } from './models';
import { nameKey } from '../../runLog/nameKey';

type EntryWithId = EntryDoc & { _id: Types.ObjectId };

/** The leaderboard order: best first, ties to the earlier entry, then insertion id. */
export const BOARD_SORT = { finalScore: -1, completedAt: 1, _id: 1 } as const;

export { nameKey };

/** A literal substring as a regular expression (user input never becomes regex syntax). */
export function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Document to entry with its rank. */
export function toRankedEntry(doc: EntryWithId, rank: number): RankedEntry {
  return {
    id: doc._id.toHexString(),
    season: doc.season,
    playerName: doc.playerName,
    ...pickStats(doc),
    isPremium: doc.isPremium,
    completedAt: doc.completedAt,
    rank,
    // Entries stored before victories have no field.
    won: doc.won === true,
    ...(doc.witnessed === true && doc.runStartedAt && doc.runLastMoveAt
      ? {
          witness: {
            startedAt: doc.runStartedAt,
            lastMoveAt: doc.runLastMoveAt,
            ...(doc.sealed === true ? { sealed: true } : {}),
          },
        }
      : {}),
  };
}

/** A document's stored log as packedActions reads it: the driver hands BinData back as a bson Binary. */
export function storedActionsOf(doc: EntryDoc): StoredActions {
  const value = doc.actions;
  if (value === undefined || value === null || typeof value === 'string' || value instanceof Uint8Array) return value;
  return value.read(0, value.length());
}

/** An entry document's run (an entry stored without its log has actions ''). */
export function toStoredRun(doc: EntryWithId): StoredRun {
  return {
    id: doc._id.toHexString(),
    season: doc.season,
    playerName: doc.playerName,
    rulesVersion: doc.rulesVersion,
    seed: doc.seed,
    name: doc.runName ?? doc.playerName,
    actions: unpackActions(storedActionsOf(doc)) ?? '',
    secretHash: doc.secretHash ?? null,
    isPremium: doc.isPremium === true,
  };
}

/** 1 + the number of season entries ahead of `doc` in board order (a count over the board index). */
export async function rankOf(models: Models, doc: EntryWithId): Promise<number> {
  const ahead = await models.Entry.countDocuments({
    season: doc.season,
    $or: [
      { finalScore: { $gt: doc.finalScore } },
      { finalScore: doc.finalScore, completedAt: { $lt: doc.completedAt } },
      { finalScore: doc.finalScore, completedAt: doc.completedAt, _id: { $lt: doc._id } },
    ],
  }).hint('season_board');
  return ahead + 1;
}

/** Documents of a page with their ranks. */
export async function withRanks(models: Models, docs: EntryWithId[]): Promise<RankedEntry[]> {
  return Promise.all(docs.map(async (doc) => toRankedEntry(doc, await rankOf(models, doc))));
}

/** Distinct 1, 2 and 3-character pieces of a name key (the `grams` field). */
export function namePieces(key: string): string[] {
  const pieces = new Set<string>();
  for (let len = 1; len <= 3; len++) for (let at = 0; at + len <= key.length; at++) pieces.add(key.slice(at, at + len));
  return [...pieces];
}

/** Matches counted per trigram up to this many when choosing the rarest one (bounded work). */
const PIECE_PROBE_LIMIT = 5000;

/** The name piece whose index range holds every match of `query` and the fewest other names. */
async function drivingPiece(models: Models, season: string, query: string): Promise<string> {
  if (query.length <= 3) return query;
  const trigrams = [...new Set(Array.from({ length: query.length - 2 }, (_, i) => query.slice(i, i + 3)))];
  const sizes = await Promise.all(
    trigrams.map((gram) =>
      models.Entry.countDocuments({ season, grams: gram }, { limit: PIECE_PROBE_LIMIT })
        .hint('season_grams_board')
        .exec(),
    ),
  );
  return trigrams[sizes.indexOf(Math.min(...sizes))];
}

/** The search filter: one piece's index range, plus the whole query on nameKey (an index key) when longer. */
async function searchFilter(models: Models, season: string, query: string): Promise<Record<string, unknown>> {
  const piece = await drivingPiece(models, season, query);
  return query.length <= 3
    ? { season, grams: piece }
    : { season, grams: piece, nameKey: { $regex: literalPattern(query) } };
}

/** Number of season names containing `query`: a key-only walk of one piece's range of the grams index. */
export async function countMatches(models: Models, season: string, query: string): Promise<number> {
  return models.Entry.countDocuments(await searchFilter(models, season, query))
    .hint('season_grams_board')
    .exec();
}

/** One page of entries in board order (matches of the lower-case query when given): the range is already in board order. */
export async function matchPage(models: Models, { season, query, limit, offset }: PageRequest): Promise<EntryWithId[]> {
  if (query.length === 0) {
    return models.Entry.find({ season })
      .sort(BOARD_SORT)
      .skip(offset)
      .limit(limit)
      .hint('season_board')
      .lean<EntryWithId[]>();
  }
  const filter = await searchFilter(models, season, query);
  return models.Entry.find(filter)
    .sort(BOARD_SORT)
    .skip(offset)
    .limit(limit)
    .hint('season_grams_board')
    .lean<EntryWithId[]>();
}

// Recorded in `settings` once every entry has its pieces, so later starts skip the query below:
// `grams` is not indexed on its own, so finding entries without it scans the whole collection.
const PIECES_BACKFILLED = 'grams_backfilled';

/** Gives entries stored before the grams field existed their pieces, in batches (run at start, once per database). */
export async function backfillPieces(models: Models): Promise<void> {
  if (await models.Setting.exists({ _id: PIECES_BACKFILLED })) return;
  const cursor = models.Entry.find({ grams: { $exists: false } }, { nameKey: 1 })
    .lean<{ _id: Types.ObjectId; nameKey: string }[]>()
    .cursor();
  let batch: { updateOne: { filter: { _id: Types.ObjectId }; update: { $set: { grams: string[] } } } }[] = [];
  for await (const doc of cursor) {
    batch.push({ updateOne: { filter: { _id: doc._id }, update: { $set: { grams: namePieces(doc.nameKey) } } } });
    if (batch.length === 1000) {
      await models.Entry.bulkWrite(batch, { ordered: false });
      batch = [];
    }
  }
  if (batch.length > 0) await models.Entry.bulkWrite(batch, { ordered: false });
  await models.Setting.updateOne({ _id: PIECES_BACKFILLED }, { $set: { value: '1' } }, { upsert: true });
}
