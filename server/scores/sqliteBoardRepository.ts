// The Hall's boards on SQLite: a season's board and its searches, a day's board, and the day of an
// entry. Ranks, counts and deep pages come from the rank cache and block summary
// (server/store/sqlite/rankCache.ts) that every write of sqliteRepository.ts keeps in step.
import type Database from 'better-sqlite3';
import type { EntryKindCounts, PageRequest, RankedEntry, SearchPage } from '../store/types';
import { ENTRY_COLUMNS, toRankedEntry, type EntryRow } from '../store/sqlite/rows';
import type { RankCache } from '../store/sqlite/rankCache';
import { SqliteSearch, type SearchRequest, type SummarySource } from '../store/sqlite/search';
import type { Prepare } from '../store/sqlite/statements';
import { SqliteDaily } from '../store/sqlite/daily';
import { SqliteMarkedBoard } from '../store/sqlite/markedBoard';
import type { BoardRepository } from './repository';

/** The row with its season-wide rank. */
export function rankedRow(ranks: RankCache, row: EntryRow): RankedEntry {
  return toRankedEntry(row, ranks.index(row.season).rank(row.final_score, row.id));
}

/** The SQLite BoardRepository. */
export class SqliteBoardRepository implements BoardRepository {
  private readonly search: SqliteSearch;
  private readonly daily: SqliteDaily;
  private readonly witnessed: SqliteMarkedBoard;
  private readonly sealed: SqliteMarkedBoard;
  private readonly pages = new Map<string, { version: string; rows: EntryRow[] }>();
  private readonly topStatement;
  private readonly summaries: (season: string) => SummarySource;
  private readonly sql: Prepare;

  constructor(
    db: Database.Database,
    sql: Prepare,
    private readonly ranks: RankCache,
  ) {
    this.summaries = (season) => ({ blockSize: ranks.summaryBlockSize, get: () => ranks.summary(season) });
    this.search = new SqliteSearch(db, sql);
    this.daily = new SqliteDaily(sql);
    this.witnessed = new SqliteMarkedBoard(sql, 'witnessed');
    this.sealed = new SqliteMarkedBoard(sql, 'sealed');
    this.sql = sql;
    this.topStatement = db.prepare(
      `SELECT ${ENTRY_COLUMNS} FROM entries WHERE season = ? ORDER BY final_score DESC, id LIMIT ? OFFSET ?`,
    );
  }

  async warmUp(season: string): Promise<void> {
    this.ranks.refresh();
    this.ranks.index(season);
    // About 1.2 s per million entries: paid at start rather than by the first deep search.
    this.ranks.summary(season);
    await this.countEntries(season);
  }

  async topEntries(season: string, limit: number, offset: number): Promise<RankedEntry[]> {
    this.ranks.refresh();
    const key = `top\u0000${season}\u0000${limit}\u0000${offset}`;
    const version = this.ranks.version;
    let rows = this.pages.get(key)?.version === version ? this.pages.get(key)!.rows : null;
    if (!rows) {
      const size = this.ranks.count(season, null, () => this.search.countSeason(season));
      const deep = this.search.deepBoardIds({ season, limit, offset, total: size, summary: this.summaries(season) });
      rows = deep ? this.search.rowsOf(deep) : (this.topStatement.all(season, limit, offset) as EntryRow[]);
      if (this.pages.size >= 1000) this.pages.clear();
      this.pages.set(key, { version, rows });
    }
    // Consecutive rows of the board: ranks follow from the offset.
    return rows.map((row, i) => toRankedEntry(row, offset + i + 1));
  }

  async searchEntries(request: PageRequest): Promise<SearchPage> {
    const { season, limit, offset } = request;
    const q = request.query.trim().toLowerCase();
    const marked = request.sealedOnly ? this.sealed : request.witnessedOnly ? this.witnessed : null;
    if (marked) {
      this.ranks.refresh();
      const page = marked.page(season, q, limit, offset, this.ranks.version);
      return { rows: page.rows.map((row) => rankedRow(this.ranks, row)), total: page.total };
    }
    if (q.length === 0) {
      return { rows: await this.topEntries(season, limit, offset), total: await this.countEntries(season) };
    }
    this.ranks.refresh();
    const total = this.ranks.count(season, q, () => this.search.countMatches(season, q));
    if (offset >= total) return { rows: [], total };
    const rows = this.cachedPage({
      season,
      query: q,
      limit,
      offset,
      total,
      seasonSize: await this.countEntries(season),
      summary: this.summaries(season),
    });
    return { rows: rows.map((row) => rankedRow(this.ranks, row)), total };
  }

  async countEntries(season: string): Promise<number> {
    this.ranks.refresh();
    return this.ranks.count(season, null, () => this.search.countSeason(season));
  }

  async countKinds(season: string): Promise<EntryKindCounts> {
    const rows = this.sql('SELECT kind, n FROM entry_kind_counts WHERE season = ?').all(season) as {
      kind: keyof EntryKindCounts;
      n: number;
    }[];
    const counts: EntryKindCounts = { sealed: 0, witnessed: 0, open: 0 };
    for (const { kind, n } of rows) counts[kind] = n;
    return counts;
  }

  async dailyEntries(
    day: string,
    query: string,
    limit: number,
    offset: number,
    sealedOnly: boolean,
  ): Promise<SearchPage> {
    return this.daily.board(day, query, limit, offset, sealedOnly);
  }

  async entryDay(id: string): Promise<string | null> {
    return this.daily.entryDay(id);
  }

  async entryDays(ids: readonly string[]): Promise<Map<string, string>> {
    return this.daily.entryDays(ids);
  }

  /** A search page, reused while the data version is unchanged (ranks are attached fresh). */
  private cachedPage(request: SearchRequest): EntryRow[] {
    const { season, query, limit, offset } = request;
    const key = `${season}\u0000${query}\u0000${limit}\u0000${offset}`;
    const version = this.ranks.version;
    const hit = this.pages.get(key);
    if (hit && hit.version === version) return hit.rows;
    const rows = this.search.page(request);
    if (this.pages.size >= 1000) this.pages.clear();
    this.pages.set(key, { version, rows });
    return rows;
  }
}
