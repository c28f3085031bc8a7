// The Hall's entries on SQLite (the entries table of server/store/sqlite/schema.ts): one conditional
// write per submission, the season's board, its searches and the days' boards. Ranks and counts come
// from in-memory caches (server/store/sqlite/rankCache.ts) kept in step with every write here.
import type Database from 'better-sqlite3';
import type {
  InsertResult,
  NewEntry,
  PageRequest,
  RankedEntry,
  ReplacedEntry,
  SearchPage,
  StoredRun,
} from '../store/types';
import { unpackActions } from '../store/packedActions';
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
} from '../store/sqlite/rows';
import { RankCache } from '../store/sqlite/rankCache';
import { SqliteSearch, type SearchRequest, type SummarySource } from '../store/sqlite/search';
import type { Prepare } from '../store/sqlite/statements';
import { SqliteDaily } from '../store/sqlite/daily';
import { SqliteWitnessed } from '../store/sqlite/witnessed';
import type { EntryRepository } from './repository';

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

/** The SQLite EntryRepository. */
export class SqliteEntryRepository implements EntryRepository {
  private readonly ranks: RankCache;
  private readonly search: SqliteSearch;
  private readonly daily: SqliteDaily;
  private readonly witnessed: SqliteWitnessed;
  private readonly pages = new Map<string, { version: string; rows: EntryRow[] }>();
  private readonly topStatement;
  private readonly summaries: (season: string) => SummarySource;

  /** `summaryBlockSize`: entries per block of the search summary of the board order (tests use small ones). */
  constructor(
    private readonly db: Database.Database,
    private readonly sql: Prepare,
    summaryBlockSize?: number,
  ) {
    this.ranks = new RankCache(db, summaryBlockSize);
    const ranks = this.ranks;
    this.summaries = (season) => ({ blockSize: ranks.summaryBlockSize, get: () => ranks.summary(season) });
    this.search = new SqliteSearch(db, this.sql);
    this.daily = new SqliteDaily(this.sql);
    this.witnessed = new SqliteWitnessed(this.sql);
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
