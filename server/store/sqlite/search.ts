// Substring search over one season's names on SQLite, exact, in board order, with work bounded
// by the rarest piece of the query rather than by the number of matches (target: p99 < 50 ms for
// any query on a million rows, first hit included; `npm run bench:search` measures it).
// Totals: up to 4 characters, one row of name_gram_counts; longer, a count inside the postings of
// the query's rarest trigram. Pages: 3+ characters walk that trigram's postings (already in board
// order) from whichever end is nearer; 1-2 characters walk the covering board index when matches
// are dense, else merge (or, past 128 ranges, sort) the postings of the trigrams holding the query.
// A page deep inside a huge result of a 1-4 character query (or of the whole board) is found with
// the block summary: sum the blocks' counts from the nearer end, then walk one block from its boundary key.
import type Database from 'better-sqlite3';
import type { BlockSpot, BlockSummary, BoardKey, BoardWalk } from './blockSummary';
import { ENTRY_COLUMNS, type EntryRow } from './rows';
import type { Prepare } from './statements';
import type { PageRequest } from '../types';

/**
 * Rough costs in microseconds: a board-index row tested; a posting row read by the ordered merge
 * of several tries' ranges, or by the sorted union; one range opened by the merge.
 */
const COST = { boardRow: 0.15, mergeRow: 0.5, unionRow: 0.35, mergeArm: 25 } as const;
/** Most ranges merged in one statement; the arm count is rounded up to a power of two (padded with an empty range) so few statements are prepared. */
const MAX_MERGE_ARMS = 128;

/** Board order forwards (best first) and backwards (for pages nearer the end). */
const ORDER: Readonly<Record<BoardWalk, string>> = { down: 'final_score DESC, id', up: 'final_score, id DESC' };

/** The number of a season 'YYYY-Qn' (name_postings.season_no): year * 4 + quarter - 1. */
export function seasonNumber(season: string): number {
  return Number(season.slice(0, 4)) * 4 + Number(season.slice(6, 7)) - 1;
}

/** The distinct pieces of `length` characters of `query`. */
function piecesOf(query: string, length: number): string[] {
  return [...new Set(Array.from({ length: query.length - length + 1 }, (_, i) => query.slice(i, i + length)))];
}

/**
 * How a page of a 1-2 character query is read: the board index, an ordered merge or a sorted
 * union of postings, or the board index inside the one block the summary points at.
 */
export type ShortPlan = 'board' | 'merge' | 'union' | 'summary';

/** The season's block summary on demand (built on first use), and its block size known before building. */
export interface SummarySource {
  blockSize: number;
  get: () => BlockSummary;
}

/** Rows [offset, offset + limit) of a season's `total` rows in board order. */
export interface BoardPageRequest {
  season: string;
  limit: number;
  offset: number;
  total: number;
}

/** The store's page request (query lower case, not empty) with what prices its plans. */
export interface SearchRequest extends PageRequest {
  /** The query's matches in the season (countMatches). */
  total: number;
  /** Entries in the season: prices the plans of 1-2 character queries. */
  seasonSize: number;
  /** The season's block summary: serves deep pages of 1-4 character queries. */
  summary?: SummarySource;
  /** A 1-2 character query read by this plan instead of the cheapest (tests hold every plan to the same answers). */
  plan?: ShortPlan;
}

/** Where a page lies among `total` ordered matches: walked from the nearer end. */
interface Walk {
  direction: BoardWalk;
  limit: number;
  offset: number;
}

/** The walk reading the fewest matches to reach the request's rows. */
function nearerEnd({ limit, offset, total }: BoardPageRequest): Walk {
  const end = Math.min(total, offset + limit);
  if (end <= total - offset) return { direction: 'down', limit, offset };
  return { direction: 'up', limit: end - offset, offset: total - end };
}

/** What a plan for a 1-2 character query is priced from. */
interface PlanCosts {
  /** The query's posting keys with their name counts. */
  grams: { gram: string; n: number }[];
  /** Matches walked from the nearer end to reach the page. */
  reached: number;
  total: number;
  seasonSize: number;
  /** Infinity when there is no summary to use. */
  blockSize: number;
}

/** The cheapest plan to reach `reached` matches of `total` from the nearer end. */
function cheapestPlan({ grams, reached, total, seasonSize, blockSize }: PlanCosts): ShortPlan {
  // Rows under the keys: each trigram's names, and at most one short name per shorter key.
  const postings = grams.reduce((sum, g) => sum + (g.gram.length === 3 ? g.n : 1), 0);
  const board = ((reached * seasonSize) / total) * COST.boardRow;
  const merge =
    grams.length <= MAX_MERGE_ARMS
      ? ((reached * postings) / total) * COST.mergeRow + grams.length * COST.mergeArm
      : Infinity;
  const union = postings * COST.unionRow;
  // At worst a block and the next one walked: only worth it (and worth building) past two blocks' rows.
  const summary = 2 * blockSize * COST.boardRow;
  if (summary < Math.min(board, merge, union)) return 'summary';
  if (board <= merge && board <= union) return 'board';
  return merge <= union ? 'merge' : 'union';
}

/** Where a walk from a block boundary starts, which way it goes, and the matches it skips and returns. */
interface BlockWalk {
  from: BoardKey;
  direction: BoardWalk;
  skip: number;
  limit: number;
}

/** Where ids are read from in a walk from a block boundary: the board index checking names, or a trigram's postings. */
const SOURCES = {
  board: 'FROM entries INDEXED BY entries_board_names WHERE season = ? AND instr(name_key, ?) > 0',
  all: 'FROM entries INDEXED BY entries_board_names WHERE season = ?',
  postings: 'FROM name_postings WHERE season_no = ? AND gram = ?',
  checkedPostings: 'FROM name_postings WHERE season_no = ? AND gram = ? AND instr(name_key, ?) > 0',
} as const;

/** Searches with prepared statements bound to one database. */
export class SqliteSearch {
  private readonly gramCount;
  private readonly postingCount;
  private readonly seasonCount;
  private readonly shortQueryGrams;

  constructor(
    db: Database.Database,
    private readonly sql: Prepare,
  ) {
    this.gramCount = db.prepare('SELECT n FROM name_gram_counts WHERE season = ? AND gram = ?').pluck();
    this.postingCount = db
      .prepare('SELECT count(*) FROM name_postings WHERE season_no = ? AND gram = ? AND instr(name_key, ?) > 0')
      .pluck();
    this.seasonCount = db.prepare('SELECT count(*) AS n FROM entries WHERE season = ?');
    // Posting keys that may hold a 1-2 character query: trigrams, and whole short names.
    this.shortQueryGrams = db.prepare(`SELECT gram, n FROM name_gram_counts
      WHERE season = ? AND n > 0 AND length(gram) <= 3 AND instr(gram, ?) > 0`);
  }

  /** Number of entries in the season. */
  countSeason(season: string): number {
    return (this.seasonCount.get(season) as { n: number }).n;
  }

  /** Number of names in the season containing `query` (lower case, not empty). */
  countMatches(season: string, query: string): number {
    if (query.length <= 4) return this.countGram(season, query);
    if (piecesOf(query, 4).some((piece) => this.countGram(season, piece) === 0)) return 0;
    const gram = this.rarestTrigram(season, query);
    if (gram === null) return 0;
    return this.postingCount.get(seasonNumber(season), gram, query) as number;
  }

  /** One page of the request's matches, best first (deep pages of 1-4 character queries from the summary, when given). */
  page(request: SearchRequest): EntryRow[] {
    const { season, query, offset, total } = request;
    if (total === 0 || offset >= total) return [];
    if (query.length >= 3) {
      const gram = query.length === 3 ? query : this.rarestTrigram(season, query);
      return gram === null ? [] : this.rowsOf(this.postingsQueryIds(request, gram, nearerEnd(request)));
    }
    return this.rowsOf(this.shortQueryIds(request));
  }

  /**
   * Ids of a page of the whole board deep inside it (more than two blocks from both ends), from the
   * summary's block; null when the page is near an end (a plain LIMIT/OFFSET read is as cheap).
   */
  deepBoardIds(request: BoardPageRequest & { summary: SummarySource }): number[] | null {
    const { season, offset, total, summary } = request;
    const walk = nearerEnd(request);
    if (offset >= total || walk.offset <= 2 * summary.blockSize) return null;
    const spot = summary.get().locate(null, walk.direction, walk.offset);
    // Blocks hold at most twice the block size, so the page never lies in an end block here.
    if (spot === null || spot.from === null) return null;
    return this.walkFrom(SOURCES.all, [season], {
      from: spot.from,
      direction: walk.direction,
      skip: spot.skip,
      limit: walk.limit,
    });
  }

  /**
   * Ids of a page of a 3+ character query from the postings of `gram` (its rarest trigram), starting
   * at the summary's block when the query is counted there (3-4 characters held by many names).
   */
  private postingsQueryIds(request: SearchRequest, gram: string, walk: Walk): number[] {
    const { summary } = request;
    // The plain walk reads at least offset + limit postings, the summary's at most a block's.
    if (summary && request.query.length <= 4 && walk.offset > 2 * summary.blockSize) {
      const spot = this.spotOf(summary.get(), request.query, walk);
      if (spot && spot.skip < walk.offset) return this.walkBlock(request, gram, spot, walk);
    }
    return this.walkPostings(request, gram, walk);
  }

  /** Where the summary puts the page's first match; null when the query's blocks are not counted. */
  private spotOf(summary: BlockSummary, query: string, walk: Walk): BlockSpot | null {
    const column = summary.column(query);
    return column < 0 ? null : summary.locate(column, walk.direction, walk.offset);
  }

  /**
   * Ids of a page starting `spot.skip` matches after the spot's boundary (or the board's end), in
   * board order, read from the board index (`gram` null) or from the postings of `gram`.
   */
  private walkBlock(request: SearchRequest, gram: string | null, spot: BlockSpot, walk: Walk): number[] {
    const { season, query } = request;
    if (spot.from === null) {
      const fromEnd = { ...walk, offset: spot.skip };
      return gram === null ? this.walkBoard(request, fromEnd) : this.walkPostings(request, gram, fromEnd);
    }
    const block: BlockWalk = { from: spot.from, direction: walk.direction, skip: spot.skip, limit: walk.limit };
    if (gram === null) return this.walkFrom(SOURCES.board, [season, query], block);
    // A 3-character query is its own trigram: every posting matches, no check needed.
    if (gram === query) return this.walkFrom(SOURCES.postings, [seasonNumber(season), gram], block);
    return this.walkFrom(SOURCES.checkedPostings, [seasonNumber(season), gram, query], block);
  }

  /**
   * Ids of `limit` matches after skipping `skip`, walking from a boundary key (down: from it,
   * included; up: from just before it): first the boundary score's ties by id, then the scores past it.
   * `source` is one of SOURCES, `args` its parameters.
   */
  private walkFrom(source: string, args: unknown[], { from, direction, skip, limit }: BlockWalk): number[] {
    const down = direction === 'down';
    const ties = this.sql(
      `SELECT id ${source} AND final_score = ? AND id ${down ? '>=' : '<'} ?
      ORDER BY id ${down ? 'ASC' : 'DESC'} LIMIT ?`,
    ).pluck();
    const tied = ties.all(...args, from.score, from.id, skip + limit) as number[];
    const page = tied.slice(skip, skip + limit);
    if (page.length < limit) {
      // Fewer ties than skip + limit: all were read, so the skip left over is exact.
      const rest = this.sql(
        `SELECT id ${source} AND final_score ${down ? '<' : '>'} ?
        ORDER BY ${ORDER[direction]} LIMIT ? OFFSET ?`,
      ).pluck();
      page.push(...(rest.all(...args, from.score, limit - page.length, Math.max(0, skip - tied.length)) as number[]));
    }
    return down ? page : page.reverse();
  }

  /**
   * Ids of a page of a 1-2 character query, by the cheapest of four plans priced from the gram
   * counts (the summary's only when the request has one), or by the request's plan when given.
   */
  shortQueryIds(request: SearchRequest): number[] {
    const { season, query, total, seasonSize, plan, summary } = request;
    const walk = nearerEnd(request);
    const grams = this.shortQueryGrams.all(season, query) as { gram: string; n: number }[];
    const costs: PlanCosts = {
      grams,
      reached: walk.offset + walk.limit,
      total,
      seasonSize,
      blockSize: summary?.blockSize ?? Infinity,
    };
    let chosen = plan ?? cheapestPlan(costs);
    if (chosen === 'summary') {
      const spot = summary ? this.spotOf(summary.get(), query, walk) : null;
      if (spot) return this.walkBlock(request, null, spot, walk);
      chosen = plan === undefined ? cheapestPlan({ ...costs, blockSize: Infinity }) : 'board';
    }
    if (chosen === 'board') return this.walkBoard(request, walk);
    const keys = grams.map((g) => g.gram);
    if (chosen === 'merge' && keys.length <= MAX_MERGE_ARMS) return this.mergePostings(season, keys, walk);
    return this.unionOfPostings(request, keys);
  }

  private countGram(season: string, gram: string): number {
    return (this.gramCount.get(season, gram) as number | undefined) ?? 0;
  }

  /** The query's trigram held by the fewest names (null when one is held by none). */
  private rarestTrigram(season: string, query: string): string | null {
    let best: { gram: string; n: number } | null = null;
    for (const gram of piecesOf(query, 3)) {
      const n = this.countGram(season, gram);
      if (n === 0) return null;
      if (best === null || n < best.n) best = { gram, n };
    }
    return best?.gram ?? null;
  }

  /** Ids of one page from a trigram's postings, in board order; the query is checked on the carried name. */
  private walkPostings({ season, query }: SearchRequest, gram: string, walk: Walk): number[] {
    // A 3-character query is its own trigram: every posting matches, no check needed.
    const check = gram === query ? '' : 'AND instr(name_key, ?) > 0';
    const ids = this.sql(
      `SELECT id FROM name_postings WHERE season_no = ? AND gram = ? ${check}
      ORDER BY ${ORDER[walk.direction]} LIMIT ? OFFSET ?`,
    ).pluck();
    const args = gram === query ? [] : [query];
    const found = ids.all(seasonNumber(season), gram, ...args, walk.limit, walk.offset) as number[];
    return walk.direction === 'down' ? found : found.reverse();
  }

  /** Ids of one page from the covering board index, names checked as read. */
  private walkBoard({ season, query }: SearchRequest, walk: Walk): number[] {
    const ids = this.sql(
      `SELECT id FROM entries INDEXED BY entries_board_names WHERE season = ? AND instr(name_key, ?) > 0
      ORDER BY ${ORDER[walk.direction]} LIMIT ? OFFSET ?`,
    ).pluck();
    const found = ids.all(season, query, walk.limit, walk.offset) as number[];
    return walk.direction === 'down' ? found : found.reverse();
  }

  /**
   * Ids of one page of the names under any of `grams`, each once: SQLite merges the ranges, each
   * already in board order (a compound UNION with ORDER BY), and stops once the page is reached.
   */
  private mergePostings(season: string, grams: string[], walk: Walk): number[] {
    let arms = 1;
    while (arms < grams.length) arms *= 2;
    const arm = 'SELECT final_score, id FROM name_postings WHERE season_no = ? AND gram = ?';
    const order = walk.direction === 'down' ? '1 DESC, 2' : '1, 2 DESC';
    const statement = this.sql(
      `${Array.from({ length: arms }, () => arm).join(' UNION ')} ORDER BY ${order} LIMIT ? OFFSET ?`,
    ).raw();
    // Padding arms look up the empty gram, which no name holds.
    const args = Array.from({ length: arms }, (_, i) => [seasonNumber(season), grams[i] ?? '']).flat();
    const ids = (statement.all(...args, walk.limit, walk.offset) as [number, number][]).map((row) => row[1]);
    return walk.direction === 'down' ? ids : ids.reverse();
  }

  /** Ids of the request's page of the names under any of `grams`, each once, all read and sorted into board order. */
  private unionOfPostings({ season, limit, offset }: SearchRequest, grams: string[]): number[] {
    if (grams.length === 0) return [];
    const rows = this.sql(
      `SELECT DISTINCT final_score, id FROM name_postings
      WHERE season_no = ? AND gram IN (${grams.map(() => '?').join(',')})
      ORDER BY final_score DESC, id LIMIT ? OFFSET ?`,
    ).raw();
    return (rows.all(seasonNumber(season), ...grams, limit, offset) as [number, number][]).map((row) => row[1]);
  }

  /** Full rows of `ids`, in the order given. */
  rowsOf(ids: number[]): EntryRow[] {
    if (ids.length === 0) return [];
    const rows = this.sql(`SELECT ${ENTRY_COLUMNS} FROM entries WHERE id IN (${ids.map(() => '?').join(',')})`).all(
      ...ids,
    ) as EntryRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is EntryRow => r !== undefined);
  }
}
