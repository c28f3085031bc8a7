// A per-season summary of the board order (final_score DESC, id) in blocks of a few thousand
// entries: per block, how many names hold each common piece (every 1-2 character piece, and the
// 3-4 character pieces held by at least five blocks' worth of names). A page deep inside a huge
// result of a short query is then found by summing block counts and walking one block in SQL,
// instead of walking up to half the season (target: p99 < 50 ms for middle pages too).
import type Database from 'better-sqlite3';

/** Entries per block at build time (a block holding twice as many is split). */
export const DEFAULT_SUMMARY_BLOCK_SIZE = 4096;

/** Most characters given a slot: pieces are indexed densely over this small alphabet. */
const MAX_SLOTS = 63;
const SLOT_BASE = 64;
/** Dense index ranges: 1-character pieces, then 2, then 3. */
const PAIR_START = SLOT_BASE;
const TRIPLE_START = PAIR_START + SLOT_BASE * SLOT_BASE;
const PIECE_SPACE = TRIPLE_START + SLOT_BASE * SLOT_BASE * SLOT_BASE;

/** A position in the board order. */
export interface BoardKey {
  score: number;
  id: number;
}

/** Where a page starts: in the block holding its first row, `skip` matches after `from` (null: the end of the board). */
export interface BlockSpot {
  from: BoardKey | null;
  skip: number;
  /** Matches of the piece inside that block, and the block's number of entries. */
  matches: number;
  entries: number;
}

/** Board-order walk direction: best first ('down') or from the last entry ('up'). */
export type BoardWalk = 'down' | 'up';

/** True when (scoreA, idA) comes before (scoreB, idB) on the board. */
function before(scoreA: number, idA: number, scoreB: number, idB: number): boolean {
  return scoreA > scoreB || (scoreA === scoreB && idA < idB);
}

/** Block counts of tracked pieces for one season, kept exact through this connection's writes. */
export class BlockSummary {
  private blocks = 0;
  private firstScores: Float64Array;
  private firstIds: Float64Array;
  private sizes: Int32Array;
  private counts: Int32Array;
  /** Last name (as a stamp) that counted each column, so a piece repeated in one name counts once. */
  private readonly stamps: Int32Array;
  private stamp = 0;

  private constructor(
    private readonly blockSize: number,
    private readonly charSlots: Uint8Array,
    private readonly pieceColumns: Int16Array,
    /** Columns of tracked 4-character pieces, keyed by their first three characters' dense index and the last slot. */
    private readonly quadColumns: Map<number, number>,
    private readonly columns: number,
    capacity: number,
  ) {
    this.firstScores = new Float64Array(capacity);
    this.firstIds = new Float64Array(capacity);
    this.sizes = new Int32Array(capacity);
    this.counts = new Int32Array(capacity * columns);
    this.stamps = new Int32Array(columns);
  }

  /** Reads the season once in board order (one pass over the covering board index). */
  static build(db: Database.Database, season: string, blockSize = DEFAULT_SUMMARY_BLOCK_SIZE): BlockSummary {
    const grams = db
      .prepare(
        `SELECT gram, n FROM name_gram_counts WHERE season = ? AND n > 0 AND length(gram) <= 4
      ORDER BY length(gram), n DESC`,
      )
      .raw()
      .all(season) as [string, number][];
    const charSlots = new Uint8Array(65536);
    let slots = 0;
    for (const [gram] of grams) {
      if (gram.length === 1 && slots < MAX_SLOTS) charSlots[gram.charCodeAt(0)] = ++slots;
    }
    const pieceColumns = new Int16Array(PIECE_SPACE).fill(-1);
    const quadColumns = new Map<number, number>();
    let columns = 0;
    for (const [gram, n] of grams) {
      if (columns === 32767 || (gram.length > 2 && n < 5 * blockSize)) continue;
      // A tracked 4-character piece has both its 3-character pieces tracked (each held by as many names).
      const at = gram.length === 4 ? quadKey(charSlots, gram) : denseIndex(charSlots, gram);
      if (at >= 0 && gram.length === 4) quadColumns.set(at, columns++);
      else if (at >= 0) pieceColumns[at] = columns++;
    }
    const entries = db.prepare('SELECT count(*) FROM entries WHERE season = ?').pluck().get(season) as number;
    const summary = new BlockSummary(
      blockSize,
      charSlots,
      pieceColumns,
      quadColumns,
      columns,
      Math.ceil(entries / blockSize) + 16,
    );
    summary.fill(db, season);
    return summary;
  }

  private fill(db: Database.Database, season: string): void {
    const rows = db
      .prepare(
        `SELECT final_score, id, name_key FROM entries INDEXED BY entries_board_names
      WHERE season = ? ORDER BY final_score DESC, id`,
      )
      .raw();
    let block = -1;
    for (const [score, id, name] of rows.iterate(season) as Iterable<[number, number, string]>) {
      if (block < 0 || this.sizes[block] === this.blockSize) {
        if (++block === this.sizes.length) this.grow();
        this.firstScores[block] = score;
        this.firstIds[block] = id;
      }
      this.sizes[block]++;
      this.countPieces(block, name, 1);
    }
    this.blocks = Math.max(1, block + 1);
  }

  /** Doubles the block capacity (when the season grew between the count and the read). */
  private grow(): void {
    const capacity = this.sizes.length * 2;
    const widen = <T extends Float64Array | Int32Array>(from: T, make: (n: number) => T, n: number): T => {
      const to = make(n);
      to.set(from);
      return to;
    };
    this.firstScores = widen(this.firstScores, (n) => new Float64Array(n), capacity);
    this.firstIds = widen(this.firstIds, (n) => new Float64Array(n), capacity);
    this.sizes = widen(this.sizes, (n) => new Int32Array(n), capacity);
    this.counts = widen(this.counts, (n) => new Int32Array(n), capacity * this.columns);
  }

  /** Adds `delta` to the block's count of each distinct tracked piece of `name` (the build's hot loop). */
  private countPieces(block: number, name: string, delta: number): void {
    const stamp = ++this.stamp;
    const base = block * this.columns;
    // Slots of the two previous characters (0: none, or not in the alphabet), and the tracked
    // 3-character piece ending at the previous one (-1: none), which may start a tracked 4-character one.
    let previous = 0;
    let earlier = 0;
    let trackedTriple = -1;
    for (let i = 0; i < name.length; i++) {
      const slot = this.charSlots[name.charCodeAt(i)];
      let triple = -1;
      if (slot !== 0) {
        this.bump(this.pieceColumns[slot], base, stamp, delta);
        if (previous !== 0) this.bump(this.pieceColumns[PAIR_START + previous * SLOT_BASE + slot], base, stamp, delta);
        if (previous !== 0 && earlier !== 0)
          triple = TRIPLE_START + (earlier * SLOT_BASE + previous) * SLOT_BASE + slot;
      }
      if (triple >= 0 && this.pieceColumns[triple] >= 0) {
        this.bump(this.pieceColumns[triple], base, stamp, delta);
        if (trackedTriple >= 0 && this.quadColumns.size > 0)
          this.bump(this.quadColumns.get(trackedTriple * SLOT_BASE + slot) ?? -1, base, stamp, delta);
        trackedTriple = triple;
      } else trackedTriple = -1;
      earlier = previous;
      previous = slot;
    }
  }

  /** Counts column `column` (-1: untracked) once per name (a method, not a closure: no allocation per name). */
  private bump(column: number, base: number, stamp: number, delta: number): void {
    if (column < 0 || this.stamps[column] === stamp) return;
    this.stamps[column] = stamp;
    this.counts[base + column] += delta;
  }

  /** The column of a query of 1-4 characters, or -1 when its blocks are not counted. */
  column(query: string): number {
    if (query.length === 4) return this.quadColumns.get(quadKey(this.charSlots, query)) ?? -1;
    const at = denseIndex(this.charSlots, query);
    return at < 0 ? -1 : this.pieceColumns[at];
  }

  /** Entries per block at build time. */
  get targetBlockSize(): number {
    return this.blockSize;
  }

  /** Bytes held by the typed arrays (for the operations figures). */
  get bytes(): number {
    return (
      this.firstScores.byteLength * 2 +
      this.sizes.byteLength +
      this.counts.byteLength +
      this.stamps.byteLength +
      this.charSlots.byteLength +
      this.pieceColumns.byteLength
    );
  }

  /** The block holding the match at `offset` (counted from the `direction` end) of column `column` (null: any entry); null past the last. */
  locate(column: number | null, direction: BoardWalk, offset: number): BlockSpot | null {
    let passed = 0;
    for (let step = 0; step < this.blocks; step++) {
      const block = direction === 'down' ? step : this.blocks - 1 - step;
      const matches = column === null ? this.sizes[block] : this.counts[block * this.columns + column];
      if (passed + matches > offset) {
        const edge = direction === 'down' ? block : block + 1;
        const from =
          edge === 0 || edge === this.blocks ? null : { score: this.firstScores[edge], id: this.firstIds[edge] };
        return { from, skip: offset - passed, matches, entries: this.sizes[block] };
      }
      passed += matches;
    }
    return null;
  }

  /** The block whose key range holds (score, id): the last one starting at or before it. */
  private blockOf(score: number, id: number): number {
    let lo = 0;
    let hi = this.blocks - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (before(score, id, this.firstScores[mid], this.firstIds[mid])) hi = mid - 1;
      else lo = mid;
    }
    return lo;
  }

  /** Counts an entry added through this connection; a block grown past twice its size is split in two (read back from `db`). */
  inserted(db: Database.Database, season: string, score: number, id: number, name: string): void {
    const block = this.blockOf(score, id);
    this.sizes[block]++;
    this.countPieces(block, name, 1);
    if (this.sizes[block] > 2 * this.blockSize) this.split(db, season, block);
  }

  /** Splits a block at its middle entry: its rows are read again (a few thousand) and both halves recounted. */
  private split(db: Database.Database, season: string, block: number): void {
    const rows = this.rowsOf(db, season, block);
    if (this.blocks === this.sizes.length) this.grow();
    const { columns } = this;
    this.firstScores.copyWithin(block + 2, block + 1, this.blocks);
    this.firstIds.copyWithin(block + 2, block + 1, this.blocks);
    this.sizes.copyWithin(block + 2, block + 1, this.blocks);
    this.counts.copyWithin((block + 2) * columns, (block + 1) * columns, this.blocks * columns);
    this.blocks++;
    const half = rows.length >>> 1;
    this.counts.fill(0, block * columns, (block + 2) * columns);
    this.sizes[block] = half;
    this.sizes[block + 1] = rows.length - half;
    [this.firstScores[block + 1], this.firstIds[block + 1]] = rows[half];
    rows.forEach(([, , name], i) => this.countPieces(i < half ? block : block + 1, name, 1));
  }

  /** The (score, id, name) rows of one block, in board order: from its first key, as many as it holds. */
  private rowsOf(db: Database.Database, season: string, block: number): [number, number, string][] {
    const columns = 'SELECT final_score, id, name_key FROM entries INDEXED BY entries_board_names WHERE season = ?';
    const size = this.sizes[block];
    if (block === 0)
      return db.prepare(`${columns} ORDER BY final_score DESC, id LIMIT ?`).raw().all(season, size) as [
        number,
        number,
        string,
      ][];
    const score = this.firstScores[block];
    const ties = db
      .prepare(`${columns} AND final_score = ? AND id >= ? ORDER BY id LIMIT ?`)
      .raw()
      .all(season, score, this.firstIds[block], size) as [number, number, string][];
    const rest = db
      .prepare(`${columns} AND final_score < ? ORDER BY final_score DESC, id LIMIT ?`)
      .raw()
      .all(season, score, size - ties.length) as [number, number, string][];
    return ties.concat(rest);
  }

  /** Uncounts an entry removed through this connection. */
  removed(score: number, id: number, name: string): void {
    const block = this.blockOf(score, id);
    this.sizes[block]--;
    this.countPieces(block, name, -1);
  }
}

/** Key of a 4-character piece: the dense index of its first three characters, then its last slot; -1 outside the alphabet. */
function quadKey(charSlots: Uint8Array, piece: string): number {
  const head = denseIndex(charSlots, piece.slice(0, 3));
  const last = charSlots[piece.charCodeAt(3)];
  return head < 0 || last === 0 ? -1 : head * SLOT_BASE + last;
}

/** Dense index of a 1-3 character piece over the slotted alphabet, or -1. */
function denseIndex(charSlots: Uint8Array, piece: string): number {
  if (piece.length === 0 || piece.length > 3) return -1;
  let slots = 0;
  for (let i = 0; i < piece.length; i++) {
    const slot = charSlots[piece.charCodeAt(i)];
    if (slot === 0) return -1;
    slots = slots * SLOT_BASE + slot;
  }
  return piece.length === 1 ? slots : piece.length === 2 ? PAIR_START + slots : TRIPLE_START + slots;
}
