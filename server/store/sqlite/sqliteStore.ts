// The embedded store: one SQLite file under DATA_DIR via better-sqlite3, WAL mode.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { InsertResult, NewEntry, RankedEntry, SearchPage, Store } from '../types';
import { migrate, seedWords } from './schema';
import { ENTRY_COLUMNS, INSERT_ENTRY_SQL, nameKey, toInsertParams, toRankedEntry, type EntryRow } from './rows';
import { RankCache } from './rankCache';
import { SqliteSearch, type SummarySource } from './search';
import { SqliteCoupons } from './coupons';
import { SqliteWords } from './words';

/** File name of the database inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'hall-of-legends.sqlite';

/** Tuning of the embedded store (tests use small summary blocks to cross many block boundaries). */
export interface SqliteStoreOptions {
  /** Entries per block of the search summary of the board order. */
  summaryBlockSize?: number;
}

/** Thrown inside the insert transaction to roll it back when the coupon cannot be redeemed. */
class CouponRefused extends Error {}
class RunTaken extends Error {}

// The same run (season, seed, rules version) under another name; the same name is left to the unique index.
const RUN_TAKEN_SQL = 'SELECT 1 FROM entries WHERE season = ? AND seed = ? AND rules_version = ? AND name_key <> ?';

/** The SQLite implementation of Store. */
export class SqliteStore extends SqliteCoupons implements Store {
  readonly kind = 'sqlite' as const;
  private readonly ranks: RankCache;
  private readonly search: SqliteSearch;
  private readonly words: SqliteWords;
  private readonly pages = new Map<string, { version: string; rows: EntryRow[] }>();
  private readonly topStatement;
  private readonly summaries: (season: string) => SummarySource;

  private constructor(db: Database.Database, options: SqliteStoreOptions) {
    super(db);
    this.ranks = new RankCache(db, options.summaryBlockSize);
    const ranks = this.ranks;
    this.summaries = (season) => ({ blockSize: ranks.summaryBlockSize, get: () => ranks.summary(season) });
    this.search = new SqliteSearch(db, this.sql);
    this.words = new SqliteWords(this.sql);
    this.topStatement = db.prepare(
      `SELECT ${ENTRY_COLUMNS} FROM entries WHERE season = ? ORDER BY final_score DESC, id LIMIT ? OFFSET ?`,
    );
  }

  /** Opens (creating the folder and file if needed) and migrates the database. */
  static open(dataDir: string, options: SqliteStoreOptions = {}): SqliteStore {
    fs.mkdirSync(dataDir, { recursive: true });
    const db = new Database(path.join(dataDir, SQLITE_FILE_NAME));
    db.pragma('journal_mode = WAL');
    // NORMAL is durable across application crashes in WAL mode; only an OS crash may lose the last commits.
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    // 16 MB of page cache (default 2 MB): the interior pages of name_postings (about 6 MB at a
    // million names) stay cached, so inserts and searches descend it without re-reading them.
    db.pragma('cache_size = -16384');
    migrate(db);
    return new SqliteStore(db, options);
  }

  async init(defaultWords: readonly string[]): Promise<void> {
    seedWords(this.db, defaultWords);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  async ping(): Promise<void> {
    this.sql('SELECT 1').get();
  }

  async warmUp(season: string): Promise<void> {
    this.ranks.refresh();
    this.ranks.index(season);
    // About 1.2 s per million entries: paid at start rather than by the first deep search.
    this.ranks.summary(season);
    await this.countEntries(season);
  }

  async insertEntry(entry: NewEntry, couponCode: string | null, now: Date): Promise<InsertResult> {
    const params = toInsertParams(entry);
    try {
      const id = this.db.transaction(() => {
        if (this.sql(RUN_TAKEN_SQL).get(entry.season, entry.seed, entry.rulesVersion, nameKey(entry.playerName))) throw new RunTaken();
        if (couponCode !== null && !this.redeem(couponCode, now)) throw new CouponRefused();
        return Number(this.sql(INSERT_ENTRY_SQL).run(params).lastInsertRowid);
      })();
      this.ranks.refresh();
      this.ranks.inserted(entry.season, entry.finalScore, id, nameKey(entry.playerName));
      const row = this.sql(`SELECT ${ENTRY_COLUMNS} FROM entries WHERE id = ?`).get(id) as EntryRow;
      return { ok: true, entry: this.ranked(row) };
    } catch (error) {
      if (error instanceof CouponRefused) return { ok: false, reason: 'coupon-invalid' };
      if (error instanceof RunTaken) return { ok: false, reason: 'run-taken' };
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return { ok: false, reason: 'name-taken' };
      throw error;
    }
  }

  async nameExists(season: string, name: string): Promise<boolean> {
    return !!this.sql('SELECT 1 FROM entries WHERE season = ? AND name_key = ?').get(season, nameKey(name));
  }

  async takenNames(season: string, names: readonly string[]): Promise<Set<string>> {
    const keys = names.map(nameKey);
    if (keys.length === 0) return new Set();
    const rows = this.db
      .prepare(`SELECT name_key FROM entries WHERE season = ? AND name_key IN (${keys.map(() => '?').join(',')})`)
      .pluck()
      .all(season, ...keys) as string[];
    return new Set(rows);
  }

  async topEntries(season: string, limit: number, offset: number): Promise<RankedEntry[]> {
    this.ranks.refresh();
    const key = `top\u0000${season}\u0000${limit}\u0000${offset}`;
    const version = this.ranks.version;
    let rows = this.pages.get(key)?.version === version ? this.pages.get(key)!.rows : null;
    if (!rows) {
      const size = this.ranks.count(season, null, () => this.search.countSeason(season));
      const deep = this.search.deepBoardIds(season, limit, offset, size, this.summaries(season));
      rows = deep ? this.search.rowsOf(deep) : (this.topStatement.all(season, limit, offset) as EntryRow[]);
      if (this.pages.size >= 1000) this.pages.clear();
      this.pages.set(key, { version, rows });
    }
    // Consecutive rows of the board: ranks follow from the offset.
    return rows.map((row, i) => toRankedEntry(row, offset + i + 1));
  }

  async searchEntries(season: string, query: string, limit: number, offset: number): Promise<SearchPage> {
    const q = query.trim().toLowerCase();
    if (q.length === 0) {
      return { rows: await this.topEntries(season, limit, offset), total: await this.countEntries(season) };
    }
    this.ranks.refresh();
    const total = this.ranks.count(season, q, () => this.search.countMatches(season, q));
    if (offset >= total) return { rows: [], total };
    const rows = this.cachedPage(season, q, limit, offset, total, await this.countEntries(season));
    return { rows: rows.map((row) => this.ranked(row)), total };
  }

  async countEntries(season: string): Promise<number> {
    this.ranks.refresh();
    return this.ranks.count(season, null, () => this.search.countSeason(season));
  }

  async removeEntry(id: string): Promise<boolean> {
    if (!/^\d+$/.test(id)) return false;
    const row = this.sql('SELECT season, final_score, id, name_key FROM entries WHERE id = ?').get(Number(id)) as
      | { season: string; final_score: number; id: number; name_key: string }
      | undefined;
    if (!row) return false;
    this.sql('DELETE FROM entries WHERE id = ?').run(row.id);
    this.ranks.refresh();
    this.ranks.removed(row.season, row.final_score, row.id, row.name_key);
    return true;
  }

  listWords(): Promise<string[]> {
    return this.words.list();
  }

  addWord(word: string): Promise<boolean> {
    return this.words.add(word);
  }

  removeWord(word: string): Promise<boolean> {
    return this.words.remove(word);
  }

  /** A search page, reused while the data version is unchanged (ranks are attached fresh). */
  private cachedPage(season: string, query: string, limit: number, offset: number, total: number, seasonSize: number): EntryRow[] {
    const key = `${season}\u0000${query}\u0000${limit}\u0000${offset}`;
    const version = this.ranks.version;
    const hit = this.pages.get(key);
    if (hit && hit.version === version) return hit.rows;
    const rows = this.search.page(season, query, limit, offset, total, seasonSize, this.summaries(season));
    if (this.pages.size >= 1000) this.pages.clear();
    this.pages.set(key, { version, rows });
    return rows;
  }

  /** The row with its season-wide rank. */
  private ranked(row: EntryRow): RankedEntry {
    return toRankedEntry(row, this.ranks.index(row.season).rank(row.final_score, row.id));
  }
}
