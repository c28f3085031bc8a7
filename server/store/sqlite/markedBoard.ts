// The Hall filtered to witnessed entries (?witnessed=1) or to sealed ones (?sealed=1) on SQLite: board
// order inside the partial index of the mark (entries_witnessed_board, schema step 10;
// entries_sealed_board, step 16). A query of 3+ characters walks the postings of its rarest trigram
// (search.ts's index, already in board order) and keeps the marked rows; shorter queries walk the
// partial index and test the name. Totals are cached per data version.
import { ENTRY_COLUMNS, type EntryRow } from './rows';
import type { Prepare } from './statements';
import { seasonNumber } from './search';

const QUALIFIED_COLUMNS = ENTRY_COLUMNS.split(', ')
  .map((column) => `e.${column}`)
  .join(', ');

/** The entries' column of a mark (1 on a marked entry): each has a partial board index. */
export type BoardMark = 'witnessed' | 'sealed';

/** One page of marked entries and their total. */
export interface MarkedPage {
  rows: EntryRow[];
  total: number;
}

/** The pages of a season's board that hold only the entries wearing one mark. */
export class SqliteMarkedBoard {
  private readonly totals = new Map<string, { version: string; total: number }>();

  constructor(
    private readonly sql: Prepare,
    private readonly mark: BoardMark,
  ) {}

  /** Rows [offset, offset + limit) of the season's marked entries whose name holds `query` (lower case). */
  page(season: string, query: string, limit: number, offset: number, version: string): MarkedPage {
    const key = `${season}\u0000${query}`;
    let total = this.totals.get(key)?.version === version ? this.totals.get(key)!.total : null;
    if (query.length >= 3) {
      const gram = this.rarestTrigram(season, query);
      if (gram === null) return { rows: [], total: this.keep(key, version, 0) };
      const from = `FROM name_postings p JOIN entries e ON e.id = p.id
        WHERE p.season_no = @season_no AND p.gram = @gram AND instr(p.name_key, @query) > 0 AND e.${this.mark} = 1`;
      const params = { season_no: seasonNumber(season), gram, query };
      total ??= (this.sql(`SELECT count(*) AS n ${from}`).get(params) as { n: number }).n;
      const rows = this.sql(
        `SELECT ${QUALIFIED_COLUMNS} ${from} ORDER BY p.final_score DESC, p.id LIMIT @limit OFFSET @offset`,
      ).all({ ...params, limit, offset }) as EntryRow[];
      return { rows, total: this.keep(key, version, total) };
    }
    const from = `FROM entries WHERE season = @season AND ${this.mark} = 1 AND (@query = '' OR instr(name_key, @query) > 0)`;
    const params = { season, query };
    total ??=
      query === ''
        ? this.markedCount(season)
        : (this.sql(`SELECT count(*) AS n ${from}`).get(params) as { n: number }).n;
    const rows = this.sql(
      `SELECT ${ENTRY_COLUMNS} ${from} ORDER BY final_score DESC, id LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit, offset }) as EntryRow[];
    return { rows, total: this.keep(key, version, total) };
  }

  /** The season's entries wearing the mark, from the kinds' running counts (a sealed entry is witnessed too). */
  private markedCount(season: string): number {
    const kinds = this.mark === 'sealed' ? ['sealed'] : ['sealed', 'witnessed'];
    const row = this.sql(
      `SELECT coalesce(sum(n), 0) AS n FROM entry_kind_counts WHERE season = ? AND kind IN (SELECT value FROM json_each(?))`,
    ).get(season, JSON.stringify(kinds)) as { n: number };
    return row.n;
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
