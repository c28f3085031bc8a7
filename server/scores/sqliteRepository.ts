// The Hall's entries on SQLite (the entries table of server/store/sqlite/schema.ts): one conditional
// write per submission, removal, and the lookups of a run's entry. Every write moves the rank cache
// (server/store/sqlite/rankCache.ts) the board's reads share (sqliteBoardRepository.ts).
import type Database from 'better-sqlite3';
import type { InsertResult, NewEntry, ReplacedEntry, StoredRun } from '../store/types';
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
import type { RankCache } from '../store/sqlite/rankCache';
import type { Prepare } from '../store/sqlite/statements';
import { SqliteDaily } from '../store/sqlite/daily';
import type { EntryRepository } from './repository';
import { rankedRow } from './sqliteBoardRepository';

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
  private readonly daily: SqliteDaily;

  constructor(
    private readonly db: Database.Database,
    private readonly sql: Prepare,
    private readonly ranks: RankCache,
  ) {
    this.daily = new SqliteDaily(sql);
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
      return { ok: true, entry: rankedRow(this.ranks, row) };
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return { ok: false, reason: 'name-taken' };
      throw error;
    }
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

  async getRun(id: string): Promise<StoredRun | null> {
    if (!/^\d{1,15}$/.test(id)) return null;
    const row = this.sql(
      `SELECT ${ENTRY_COLUMNS}, name_key, rules_version, seed, run_name, actions, secret_hash FROM entries WHERE id = ?`,
    ).get(Number(id)) as (EntryRow & RunRow) | undefined;
    if (!row || row.actions === null) return null;
    const entry = toRankedEntry(row, 0);
    return { ...toStoredRun(row), stats: entry, won: entry.won, ...(entry.witness ? { witness: entry.witness } : {}) };
  }

  async findRun(seed: string, rulesVersion: number): Promise<StoredRun | null> {
    const row = this.sql(FIND_RUN_SQL).get(seed, rulesVersion) as RunRow | undefined;
    return row ? toStoredRun(row) : null;
  }

  async findDailyRun(day: string, runKey: string, secretHash: string | null): Promise<StoredRun | null> {
    const row = this.daily.runRow(day, runKey, secretHash);
    return row ? toStoredRun(row) : null;
  }

  async findDailyEntry(day: string, name: string): Promise<StoredRun | null> {
    const row = this.daily.entryRow(day, name);
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
}
