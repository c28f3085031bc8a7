// Substring search over one season's names on SQLite, meeting p99 < 50 ms on a million rows:
// trigram FTS5 for 3+ characters (sorted only when the match set is small), otherwise a scan
// of the leaderboard index in score order that stops after offset + limit matches.
import type Database from 'better-sqlite3';
import { ENTRY_COLUMNS, type EntryRow } from './rows';

/** What a search step returns before ranks are attached. */
export interface RawSearchPage {
  rows: EntryRow[];
  total: number;
}

/** An FTS5 phrase for the trigram tokenizer: the query quoted, inner quotes doubled. */
function ftsPhrase(query: string): string {
  return `"${query.replace(/"/g, '""')}"`;
}

/** Searches with prepared statements bound to one database. */
export class SqliteSearch {
  private readonly ftsCount;
  private readonly ftsRows;
  private readonly scanCount;
  private readonly scanRows;
  private readonly seasonCount;

  constructor(db: Database.Database) {
    this.ftsCount = db.prepare(`SELECT count(*) AS n FROM entries_fts f JOIN entries e ON e.id = f.rowid
      WHERE entries_fts MATCH ? AND e.season = ?`);
    this.ftsRows = db.prepare(`SELECT ${ENTRY_COLUMNS.replace(/(\w+)/g, 'e.$1')} FROM entries_fts f
      JOIN entries e ON e.id = f.rowid WHERE entries_fts MATCH ? AND e.season = ?
      ORDER BY e.final_score DESC, e.id LIMIT ? OFFSET ?`);
    this.scanCount = db.prepare(`SELECT count(*) AS n FROM entries WHERE season = ? AND instr(name_key, ?) > 0`);
    this.scanRows = db.prepare(`SELECT ${ENTRY_COLUMNS} FROM entries INDEXED BY entries_board
      WHERE season = ? AND instr(name_key, ?) > 0 ORDER BY final_score DESC, id LIMIT ? OFFSET ?`);
    this.seasonCount = db.prepare('SELECT count(*) AS n FROM entries WHERE season = ?');
  }

  /** Number of names in the season containing `query` (lower case). */
  countMatches(season: string, query: string): number {
    if (query.length >= 3) return (this.ftsCount.get(ftsPhrase(query), season) as { n: number }).n;
    return (this.scanCount.get(season, query) as { n: number }).n;
  }

  /** Number of entries in the season. */
  countSeason(season: string): number {
    return (this.seasonCount.get(season) as { n: number }).n;
  }

  /**
   * One page of matches, best first. `total` and `seasonSize` pick the cheaper plan: the
   * score-ordered scan reads about (offset + limit) * seasonSize / total rows, the FTS plan
   * sorts all `total` matches.
   */
  page(season: string, query: string, limit: number, offset: number, total: number, seasonSize: number): EntryRow[] {
    if (total === 0 || offset >= total) return [];
    const scanCost = ((offset + limit) * seasonSize) / total;
    const sortCost = total * 4;
    if (query.length >= 3 && sortCost < scanCost) {
      return this.ftsRows.all(ftsPhrase(query), season, limit, offset) as EntryRow[];
    }
    return this.scanRows.all(season, query, limit, offset) as EntryRow[];
  }
}
