// The Hall filtered to witnessed entries on SQLite (?witnessed=1): board order inside the partial
// index entries_witnessed_board (schema step 10). A query of 3+ characters walks the postings of its
// rarest trigram (search.ts's index, already in board order) and keeps the witnessed rows; shorter
// queries walk the partial index and test the name. Totals are cached per data version.
import { ENTRY_COLUMNS, type EntryRow } from './rows';
import type { Prepare } from './statements';
import { seasonNumber } from './search';

const QUALIFIED_COLUMNS = ENTRY_COLUMNS.split(', ')
  .map((column) => `e.${column}`)
  .join(', ');

/** One page of witnessed entries and their total. */
export interface WitnessedPage {
  rows: EntryRow[];
  total: number;
}

/** Witnessed-only pages of a season's board. */
export class SqliteWitnessed {
  private readonly totals = new Map<string, { version: string; total: number }>();

  constructor(private readonly sql: Prepare) {}

  /** Rows [offset, offset + limit) of the season's witnessed entries whose name holds `query` (lower case). */
  page(season: string, query: string, limit: number, offset: number, version: string): WitnessedPage {
    const key = `${season}\u0000${query}`;
    let total = this.totals.get(key)?.version === version ? this.totals.get(key)!.total : null;
    if (query.length >= 3) {
      const gram = this.rarestTrigram(season, query);
      if (gram === null) return { rows: [], total: this.keep(key, version, 0) };
      const from = `FROM name_postings p JOIN entries e ON e.id = p.id
        WHERE p.season_no = @season_no AND p.gram = @gram AND instr(p.name_key, @query) > 0 AND e.witnessed = 1`;
      const params = { season_no: seasonNumber(season), gram, query };
      total ??= (this.sql(`SELECT count(*) AS n ${from}`).get(params) as { n: number }).n;
      const rows = this.sql(
        `SELECT ${QUALIFIED_COLUMNS} ${from} ORDER BY p.final_score DESC, p.id LIMIT @limit OFFSET @offset`,
      ).all({ ...params, limit, offset }) as EntryRow[];
      return { rows, total: this.keep(key, version, total) };
    }
    const from = `FROM entries WHERE season = @season AND witnessed = 1 AND (@query = '' OR instr(name_key, @query) > 0)`;
    const params = { season, query };
    total ??= (this.sql(`SELECT count(*) AS n ${from}`).get(params) as { n: number }).n;
    const rows = this.sql(
      `SELECT ${ENTRY_COLUMNS} ${from} ORDER BY final_score DESC, id LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit, offset }) as EntryRow[];
    return { rows, total: this.keep(key, version, total) };
  }

  /** The trigram of `query` held by the fewest names of the season, or null when some trigram is held by none. */
  private rarestTrigram(season: string, query: string): string | null {
    const grams = [...new Set(Array.from({ length: query.length - 2 }, (_, i) => query.slice(i, i + 3)))];
    const counted = this.sql(
      `SELECT gram, n FROM name_gram_counts WHERE season = ? AND gram IN (SELECT value FROM json_each(?)) AND n > 0 ORDER BY n`,
    ).all(season, JSON.stringify(grams)) as { gram: string; n: number }[];
    return counted.length === grams.length ? counted[0].gram : null;
  }

  private keep(key: string, version: string, total: number): number {
    if (this.totals.size >= 1000) this.totals.clear();
    this.totals.set(key, { version, total });
    return total;
  }
}
