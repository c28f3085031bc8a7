// The Hall's boards on MongoDB: a season's board and its searches, a day's board, and the day of an
// entry. Counts are cached briefly (CountCache), cleared by this instance's writes (mongoRepository.ts).
import type { Types } from 'mongoose';
import type { EntryKindCounts, PageRequest, RankedEntry, SearchPage } from '../store/types';
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

/** The marks the Hall filters on, each a boolean field of the entry with a partial board index (models.ts). */
type BoardMark = 'witnessed' | 'sealed';
const MARK_INDEX: Record<BoardMark, string> = { witnessed: 'season_witnessed_board', sealed: 'season_sealed_board' };

/** The season's entries wearing `mark` whose name holds `q` ('' for all). */
function markedFilter(mark: BoardMark, season: string, q: string): Record<string, unknown> {
  return q ? { season, [mark]: true, nameKey: { $regex: literalPattern(q) } } : { season, [mark]: true };
}

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
    if (request.sealedOnly) return this.markedPage('sealed', season, q, limit, offset);
    if (request.witnessedOnly) return this.markedPage('witnessed', season, q, limit, offset);
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

  async countKinds(season: string): Promise<EntryKindCounts> {
    // A sealed entry is witnessed too: each count walks its mark's partial index, cached as the pages' totals.
    // Counts cached at different moments may straddle another instance's write: never below zero.
    const [all, witnessed, sealed] = await Promise.all([
      this.countEntries(season),
      this.markedCount('witnessed', season, ''),
      this.markedCount('sealed', season, ''),
    ]);
    return { sealed, witnessed: Math.max(0, witnessed - sealed), open: Math.max(0, all - witnessed) };
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

  /** How many of the season's entries wear `mark` and hold `q` in their name: a count over the mark's partial index. */
  private markedCount(mark: BoardMark, season: string, q: string): Promise<number> {
    return this.counts.get(`${mark}\u0000${season}\u0000${q}`, () =>
      this.models.Entry.countDocuments(markedFilter(mark, season, q))
        .hint(MARK_INDEX[mark])
        .exec(),
    );
  }

  /** A page of the season's entries wearing `mark` (names holding `q`), with season ranks: the mark's partial board index. */
  private async markedPage(
    mark: BoardMark,
    season: string,
    q: string,
    limit: number,
    offset: number,
  ): Promise<SearchPage> {
    const total = await this.markedCount(mark, season, q);
    if (offset >= total) return { rows: [], total };
    const docs = await this.models.Entry.find(markedFilter(mark, season, q))
      .sort(BOARD_SORT)
      .skip(offset)
      .limit(limit)
      .hint(MARK_INDEX[mark])
      .lean<(EntryDoc & { _id: Types.ObjectId })[]>();
    return { rows: await withRanks(this.models, docs), total };
  }
}
