// Entry queries of the MongoDB store: insert under the unique name index, board order, ranks, search.
import type { Types } from 'mongoose';
import type { RankedEntry } from '../types';
import type { EntryDoc, Models } from './models';

type EntryWithId = EntryDoc & { _id: Types.ObjectId };

/** The leaderboard order: best first, ties to the earlier entry, then insertion id. */
export const BOARD_SORT = { finalScore: -1, completedAt: 1, _id: 1 } as const;

/** The key a name is compared by: trimmed, lower case. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

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
    finalScore: doc.finalScore,
    level: doc.level,
    gold: doc.gold,
    monstersKilled: doc.monstersKilled,
    dungeonLevel: doc.dungeonLevel,
    daysSurvived: doc.daysSurvived,
    finalHealth: doc.finalHealth,
    finalMana: doc.finalMana,
    finalStamina: doc.finalStamina,
    strength: doc.strength,
    intelligence: doc.intelligence,
    dexterity: doc.dexterity,
    constitution: doc.constitution,
    spellsLearned: doc.spellsLearned,
    itemsFound: doc.itemsFound,
    isPremium: doc.isPremium,
    completedAt: doc.completedAt,
    rank,
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

/** Number of season names containing `query`: a key-only scan of the (season, nameKey) index. */
export function countMatches(models: Models, season: string, query: string): Promise<number> {
  return models.Entry.countDocuments({ season, nameKey: { $regex: literalPattern(query) } })
    .hint('season_name_unique')
    .exec();
}

/** One page of matches in board order: walks the board index and stops after skip + limit matches. */
export async function matchPage(
  models: Models,
  season: string,
  query: string,
  limit: number,
  offset: number,
): Promise<EntryWithId[]> {
  const filter = query.length > 0 ? { season, nameKey: { $regex: literalPattern(query) } } : { season };
  return models.Entry.find(filter).sort(BOARD_SORT).skip(offset).limit(limit).hint('season_board').lean<EntryWithId[]>();
}
