// Substring search over one season's names on SQLite, exact and without full scans (issue 3:
// p99 < 50 ms for any query on a million rows, first hit included).
// Totals: up to 3 characters, one row of name_gram_counts; longer, a phrase count inside the
// trigram index over the season's rowid range (the rarest trigram's count short-cuts misses).
// Pages: dense matches scan the covering board index in score order and stop after
// offset + limit matches; sparse ones list the matching ids from the index and sort them.
import type Database from 'better-sqlite3';
import { ENTRY_COLUMNS, type EntryRow } from './rows';
import { SEASON_ROWID_SHIFT } from './schema';
import type { Prepare } from './statements';

/** Rough costs in microseconds: a board-index row scanned, an id listed from the trigram index and its row read. */
const SCAN_ROW_COST = 0.3;
const LISTED_ID_COST = 1.5;

/** An FTS5 phrase for the trigram tokenizer: the text quoted, inner quotes doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The season's rowid range in names_fts: [lo, hi]. */
function seasonRange(season: string): [bigint, bigint] {
  const number = BigInt(Number(season.slice(0, 4)) * 4 + Number(season.slice(6, 7)) - 1);
  const lo = number << BigInt(SEASON_ROWID_SHIFT);
  return [lo, lo + (1n << BigInt(SEASON_ROWID_SHIFT)) - 1n];
}

/** The distinct trigrams of a query of 3+ characters. */
function trigramsOf(query: string): string[] {
  return [...new Set(Array.from({ length: query.length - 2 }, (_, i) => query.slice(i, i + 3)))];
}

/** Searches with prepared statements bound to one database. */
export class SqliteSearch {
  private readonly gramCount;
  private readonly phraseCount;
  private readonly matchIds;
  private readonly scanIds;
  private readonly seasonCount;
  private readonly gramsContaining;
  private readonly shortNames;

  constructor(db: Database.Database, private readonly sql: Prepare) {
    this.gramCount = db.prepare('SELECT n FROM name_gram_counts WHERE season = ? AND gram = ?').pluck();
    this.phraseCount = db.prepare('SELECT count(*) FROM names_fts WHERE names_fts MATCH ? AND rowid BETWEEN ? AND ?').pluck();
    // CROSS JOIN keeps the index outer: each listed id reads its row once, by primary key.
    this.matchIds = db.prepare(`SELECT e.id AS id, e.final_score AS score FROM names_fts f CROSS JOIN entries e
      ON e.id = f.rowid - ? WHERE names_fts MATCH ? AND f.rowid BETWEEN ? AND ?`);
    this.scanIds = db.prepare(`SELECT id FROM entries INDEXED BY entries_board_names
      WHERE season = ? AND instr(name_key, ?) > 0 ORDER BY final_score DESC, id LIMIT ? OFFSET ?`).pluck();
    this.seasonCount = db.prepare('SELECT count(*) AS n FROM entries WHERE season = ?');
    this.gramsContaining = db.prepare(`SELECT gram FROM name_gram_counts
      WHERE season = ? AND length(gram) = ? AND n > 0 AND instr(gram, ?) > 0`).pluck();
    this.shortNames = db.prepare(`SELECT id, final_score AS score FROM entries WHERE season = ? AND name_key IN
      (SELECT gram FROM name_gram_counts WHERE season = ? AND length(gram) <= 2 AND n > 0 AND instr(gram, ?) > 0)`);
  }

  /** Number of entries in the season. */
  countSeason(season: string): number {
    return (this.seasonCount.get(season) as { n: number }).n;
  }

  /** Number of names in the season containing `query` (lower case, not empty). */
  countMatches(season: string, query: string): number {
    if (query.length <= 3) return this.countGram(season, query);
    if (trigramsOf(query).some((gram) => this.countGram(season, gram) === 0)) return 0;
    const [lo, hi] = seasonRange(season);
    return this.phraseCount.get(ftsPhrase(query), lo, hi) as number;
  }

  private countGram(season: string, gram: string): number {
    return (this.gramCount.get(season, gram) as number | undefined) ?? 0;
  }

  /** One page of the `total` matches, best first; `seasonSize` prices the two plans. */
  page(season: string, query: string, limit: number, offset: number, total: number, seasonSize: number): EntryRow[] {
    if (total === 0 || offset >= total) return [];
    const scanned = ((offset + limit) * seasonSize) / total;
    if (scanned * SCAN_ROW_COST <= total * LISTED_ID_COST) {
      return this.rowsOf(this.scanIds.all(season, query, limit, offset) as number[]);
    }
    const hits = this.listMatches(season, query);
    hits.sort((a, b) => b.score - a.score || a.id - b.id);
    return this.rowsOf(hits.slice(offset, offset + limit).map((h) => h.id));
  }

  /** Every match of the season with its score, from the trigram index (plus 1-2 character names). */
  private listMatches(season: string, query: string): { id: number; score: number }[] {
    const [lo, hi] = seasonRange(season);
    const byIndex = (match: string) => this.matchIds.all(lo, match, lo, hi) as { id: number; score: number }[];
    if (query.length >= 3) return byIndex(ftsPhrase(query));
    // Names of 3+ characters containing a short query hold one of the season's trigrams that contain it.
    const grams = this.gramsContaining.all(season, 3, query) as string[];
    const hits = grams.length > 0 ? byIndex(grams.map(ftsPhrase).join(' OR ')) : [];
    return hits.concat(this.shortNames.all(season, season, query) as { id: number; score: number }[]);
  }

  /** Full rows of `ids`, in the order given. */
  private rowsOf(ids: number[]): EntryRow[] {
    if (ids.length === 0) return [];
    const rows = this.sql(`SELECT ${ENTRY_COLUMNS} FROM entries WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as EntryRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is EntryRow => r !== undefined);
  }
}
