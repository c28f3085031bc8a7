// The daily challenge's entries on SQLite: the day's board (entries whose `day` column is set, schema
// step 7); the day's draw is server/daily/sqliteRepository.ts's. A day holds at most a few thousand entries, so its board is
// ranked with one window function over the day's partial index instead of the season's caches.
import type { SearchPage } from '../types';
import { ENTRY_COLUMNS, RUN_COLUMNS, nameKey, toRankedEntry, type EntryRow, type RunRow } from './rows';
import type { Prepare } from './statements';

// The day's ranked entries in board order (best first, ties to the earlier entry), each with its rank
// in the day: a day played sealed ranks its sealed runs only, a day drawn before its witnessed ones (a
// daily inscribed otherwise is on its season's board only: docs/OPERATIONS.md, "Sealed runs"). Each
// over its own partial index (entries_day_sealed, entries_day_witnessed).
const dayRanked = (mark: 'sealed' | 'witnessed') => `SELECT ${ENTRY_COLUMNS}, name_key,
  ROW_NUMBER() OVER (ORDER BY final_score DESC, id) AS day_rank FROM entries WHERE day = ? AND ${mark} = 1`;
const DAY_RANKED = { sealed: dayRanked('sealed'), witnessed: dayRanked('witnessed') };

/** Daily challenge calls of the SQLite store. */
export class SqliteDaily {
  constructor(private readonly sql: Prepare) {}

  board(day: string, query: string, limit: number, offset: number, sealedOnly: boolean): SearchPage {
    const q = query.trim().toLowerCase();
    // instr, not LIKE: '%' and '_' in a query are plain characters.
    const filter = `FROM (${sealedOnly ? DAY_RANKED.sealed : DAY_RANKED.witnessed}) WHERE ? = '' OR instr(name_key, ?) > 0`;
    const total = (this.sql(`SELECT count(*) AS n ${filter}`).get(day, q, q) as { n: number }).n;
    const rows = this.sql(`SELECT * ${filter} ORDER BY day_rank LIMIT ? OFFSET ?`).all(
      day,
      q,
      q,
      limit,
      offset,
    ) as (EntryRow & { day_rank: number })[];
    return { rows: rows.map((row) => toRankedEntry(row, row.day_rank)), total };
  }

  /** The day's entry under `name` (any case), as a run row. */
  entryRow(day: string, name: string): RunRow | undefined {
    return this.sql(`SELECT ${RUN_COLUMNS} FROM entries WHERE day = ? AND name_key = ?`).get(day, nameKey(name)) as
      RunRow | undefined;
  }

  /** The day's entry of a run: by its key, else by its owner's secret hash (Store.findDailyRun). */
  runRow(day: string, runKey: string, secretHash: string | null): RunRow | undefined {
    const byKey = this.sql(`SELECT ${RUN_COLUMNS} FROM entries WHERE day = ? AND run_key = ?`).get(day, runKey);
    if (byKey || secretHash === null) return byKey as RunRow | undefined;
    return this.sql(`SELECT ${RUN_COLUMNS} FROM entries WHERE day = ? AND secret_hash = ? ORDER BY id LIMIT 1`).get(
      day,
      secretHash,
    ) as RunRow | undefined;
  }

  /** Inside the insert's transaction: marks entry `id` as a run of `day` (the unique index refuses a second name). */
  mark(id: number, day: string): void {
    this.sql('UPDATE entries SET day = ? WHERE id = ?').run(day, id);
  }

  /** One statement for a page of any size: the ids travel as one JSON array, read by json_each. */
  entryDays(ids: readonly string[]): Map<string, string> {
    const numeric = ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
    if (numeric.length === 0) return new Map();
    const rows = this.sql(
      'SELECT id, day FROM entries WHERE id IN (SELECT value FROM json_each(?)) AND day IS NOT NULL',
    ).all(JSON.stringify(numeric)) as { id: number; day: string }[];
    return new Map(rows.map((row) => [String(row.id), row.day]));
  }

  entryDay(id: string): string | null {
    if (!/^\d{1,15}$/.test(id)) return null;
    const row = this.sql('SELECT day FROM entries WHERE id = ?').get(Number(id)) as { day: string | null } | undefined;
    return row?.day ?? null;
  }
}
