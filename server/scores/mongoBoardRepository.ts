// The Hall's boards on MongoDB: a season's board and its searches, a day's board, and the day of an
// entry. Counts are cached briefly (CountCache), cleared by this instance's writes (mongoRepository.ts).
import type { Types } from 'mongoose';
import type { PageRequest, RankedEntry, SearchPage } from '../store/types';
import type { EntryDoc, Models } from '../store/mongo/models';
import {
  BOARD_SORT,
  literalPattern,
  countMatches,
  matchPage,
  toRankedEntry,
  withRanks,
} from '../store/mongo/mongoEntries';
import * as daily from '../store/mongo/daily';
import type { BoardRepository } from './repository';

/** Counts stay valid until this instance writes, or for COUNT_TTL_MS (other instances' writes). */
const COUNT_TTL_MS = 5_000;

/** Counts of board queries, shared by an instance's board reads and cleared by its entry writes. */
export class CountCache {
  private counts = new Map<string, { at: number; value: number }>();

  /** Forgets every count (this instance wrote an entry). */
  clear(): void {
    this.counts.clear();
  }

  /** The count under `key`, computed when absent or older than COUNT_TTL_MS. */
  async get(key: string, compute: () => Promise<number>): Promise<number> {
    const hit = this.counts.get(key);
    if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.value;
    const value = await compute();
    if (this.counts.size >= 5000) this.counts.clear();
    this.counts.set(key, { at: Date.now(), value });
    return value;
  }
}

/** The MongoDB BoardRepository. */
export class MongoBoardRepository implements BoardRepository {
  constructor(
    private readonly models: Models,
    private readonly counts: CountCache,
  ) {}

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
    const total = await this.counts.get(`m\u0000${season}\u0000${q}`, () => countMatches(this.models, season, q));
    if (offset >= total) return { rows: [], total };
    return {
      rows: await withRanks(this.models, await matchPage(this.models, { season, query: q, limit, offset })),
      total,
    };
  }

  async countEntries(season: string): Promise<number> {
    return this.counts.get(`s\u0000${season}`, () => this.models.Entry.countDocuments({ season }).exec());
  }

  dailyEntries(day: string, query: string, limit: number, offset: number, sealedOnly: boolean): Promise<SearchPage> {
    return daily.dailyEntries(this.models, day, query, limit, offset, sealedOnly);
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
    const total = await this.counts.get(`w\u0000${season}\u0000${q}`, () =>
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
}
