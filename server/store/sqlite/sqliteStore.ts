// The embedded store: one SQLite file under DATA_DIR via better-sqlite3, WAL mode.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type {
  Backend,
  InsertResult,
  NewEntry,
  PageRequest,
  RankedEntry,
  ReplacedEntry,
  SearchPage,
  Store,
  StoredRun,
} from '../types';
import { unpackActions } from '../packedActions';
import { migrate, seedWords } from './schema';
import {
  ENTRY_COLUMNS,
  INSERT_ENTRY_SQL,
  INSERT_ENTRY_WITH_ID_SQL,
  RUN_COLUMNS,
  nameKey,
  toInsertParams,
  toRankedEntry,
  type EntryRow,
  type RunRow,
} from './rows';
import { RankCache } from './rankCache';
import { SqliteSearch, type SearchRequest, type SummarySource } from './search';
import { statementCache, type Prepare } from './statements';
import { SqliteDaily } from './daily';
import { SqliteWitnessed } from './witnessed';

/** File name of the database inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'hall-of-legends.sqlite';

/** Tuning of the embedded store (tests use small summary blocks to cross many block boundaries). */
export interface SqliteStoreOptions {
  /** Entries per block of the search summary of the board order. */
  summaryBlockSize?: number;
}

// The first entry of a run (seed, rules version) in any season; files from before the run rule may hold more.
const FIND_RUN_SQL = `SELECT ${RUN_COLUMNS} FROM entries WHERE seed = ? AND rules_version = ? ORDER BY id LIMIT 1`;

/** A run row as the store's StoredRun (an entry stored without its log has actions ''). */
function toStoredRun(row: RunRow): StoredRun {
  return {
    id: String(row.id),
    season: row.season,
    playerName: row.player_name,
    rulesVersion: row.rules_version,
    seed: row.seed,
    name: row.run_name ?? row.player_name,
    actions: unpackActions(row.actions) ?? '',
    secretHash: row.secret_hash,
    isPremium: row.is_premium === 1,
  };
}

/** The SQLite implementation of Store. */
export class SqliteStore implements Store {
  readonly kind = 'sqlite' as const;
  readonly backend: Backend;
  /** Prepared statements of this database, reused by SQL text. */
  private readonly sql: Prepare;
  private readonly ranks: RankCache;
  private readonly search: SqliteSearch;
  private readonly daily: SqliteDaily;
  private readonly witnessed: SqliteWitnessed;
  private readonly pages = new Map<string, { version: string; rows: EntryRow[] }>();
  private readonly topStatement;
  private readonly summaries: (season: string) => SummarySource;

  private constructor(
    private readonly db: Database.Database,
    options: SqliteStoreOptions,
  ) {
    this.sql = statementCache(db);
    this.backend = { kind: 'sqlite', db, sql: this.sql };
    this.ranks = new RankCache(db, options.summaryBlockSize);
    const ranks = this.ranks;
    this.summaries = (season) => ({ blockSize: ranks.summaryBlockSize, get: () => ranks.summary(season) });
    this.search = new SqliteSearch(db, this.sql);
    this.daily = new SqliteDaily(this.sql);
    this.witnessed = new SqliteWitnessed(this.sql);
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
    // Runs stored before the statistics kept running counts, and any not counted yet, are counted by
    // the first count (server/runs/stats.ts, as the app starts), in one set-based step (about 1 s for 300,000).
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

  async insertEntry(entry: NewEntry, replaces: ReplacedEntry | null): Promise<InsertResult> {
    const params = toInsertParams(entry);
    try {
      const done = this.db.transaction(
        (): { reason: 'run-held' | 'log-moved' } | { id: number; replaced: RunRow | null } => {
          if (replaces === null) {
            // Every daily run of a day shares its seed: there, a run is held by its key or its owner.
            const held = entry.day
              ? this.daily.runRow(entry.day, entry.runKey, entry.secretHash)
              : this.sql(FIND_RUN_SQL).get(entry.seed, entry.rulesVersion);
            if (held) return { reason: 'run-held' };
            const id = Number(this.sql(INSERT_ENTRY_SQL).run(params).lastInsertRowid);
            if (entry.day) this.daily.mark(id, entry.day);
            return { id, replaced: null };
          }
          const stored = /^\d{1,15}$/.test(replaces.id)
            ? (this.sql(`SELECT ${RUN_COLUMNS} FROM entries WHERE id = ?`).get(Number(replaces.id)) as
                RunRow | undefined)
            : undefined;
          // A log stored as text (before packing) compares the same way, and is replaced packed.
          if (!stored || unpackActions(stored.actions) !== replaces.actions) return { reason: 'log-moved' };
          // Delete and insert under the same id: the name triggers (postings, piece counts) follow a rename.
          this.sql('DELETE FROM entries WHERE id = ?').run(stored.id);
          this.sql(INSERT_ENTRY_WITH_ID_SQL).run({ ...params, id: stored.id });
          if (entry.day) this.daily.mark(stored.id, entry.day);
          return { id: stored.id, replaced: stored };
        },
      )();
      if ('reason' in done) return { ok: false, reason: done.reason };
      const { id, replaced } = done;
      this.ranks.refresh();
      if (replaced) this.ranks.removed(replaced.season, replaced.final_score, id, replaced.name_key);
      this.ranks.inserted(entry.season, entry.finalScore, id, nameKey(entry.playerName));
      const row = this.sql(`SELECT ${ENTRY_COLUMNS} FROM entries WHERE id = ?`).get(id) as EntryRow;
      return { ok: true, entry: this.ranked(row) };
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return { ok: false, reason: 'name-taken' };
      throw error;
    }
  }

  async getRun(id: string): Promise<StoredRun | null> {
    if (!/^\d{1,15}$/.test(id)) return null;
    const row = this.sql(
      `SELECT ${ENTRY_COLUMNS}, name_key, rules_version, seed, run_name, actions, secret_hash FROM entries WHERE id = ?`,
    ).get(Number(id)) as (EntryRow & RunRow) | undefined;
    if (!row || row.actions === null) return null;
    const entry = toRankedEntry(row, 0);
    return { ...toStoredRun(row), stats: entry, won: entry.won };
  }

  async findRun(seed: string, rulesVersion: number): Promise<StoredRun | null> {
    const row = this.sql(FIND_RUN_SQL).get(seed, rulesVersion) as RunRow | undefined;
    return row ? toStoredRun(row) : null;
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
    if (request.witnessedOnly) {
      this.ranks.refresh();
      const page = this.witnessed.page(season, q, limit, offset, this.ranks.version);
      return { rows: page.rows.map((row) => this.ranked(row)), total: page.total };
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
    return { rows: rows.map((row) => this.ranked(row)), total };
  }

  async countEntries(season: string): Promise<number> {
    this.ranks.refresh();
    return this.ranks.count(season, null, () => this.search.countSeason(season));
  }

  async removeEntry(id: string): Promise<boolean> {
    if (!/^\d+$/.test(id)) return false;
    const row = this.sql('SELECT season, final_score, id, name_key FROM entries WHERE id = ?').get(Number(id)) as
      { season: string; final_score: number; id: number; name_key: string } | undefined;
    if (!row) return false;
    this.sql('DELETE FROM entries WHERE id = ?').run(row.id);
    this.ranks.refresh();
    this.ranks.removed(row.season, row.final_score, row.id, row.name_key);
    return true;
  }

  async dailyEntries(day: string, query: string, limit: number, offset: number): Promise<SearchPage> {
    return this.daily.board(day, query, limit, offset);
  }

  async findDailyEntry(day: string, name: string): Promise<StoredRun | null> {
    const row = this.daily.entryRow(day, name);
    return row ? toStoredRun(row) : null;
  }

  async findDailyRun(day: string, runKey: string, secretHash: string | null): Promise<StoredRun | null> {
    const row = this.daily.runRow(day, runKey, secretHash);
    return row ? toStoredRun(row) : null;
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

  /** The row with its season-wide rank. */
  private ranked(row: EntryRow): RankedEntry {
    return toRankedEntry(row, this.ranks.index(row.season).rank(row.final_score, row.id));
  }
}
