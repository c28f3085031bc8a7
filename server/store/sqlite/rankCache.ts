// Per-season RankIndex cache for the SQLite store, invalidated when another connection
// (the admin command, a second server process) changes the file.
import type Database from 'better-sqlite3';
import { RankIndex } from '../rankIndex';
import { BlockSummary, DEFAULT_SUMMARY_BLOCK_SIZE } from './blockSummary';

// Another process's commit (the admin command) shows within this many milliseconds; writes
// through this connection show at once.
const CHECK_EVERY_MS = 20;

/** Ranks and cached counts, valid for one data version of the database file. */
export class RankCache {
  private indexes = new Map<string, RankIndex>();
  /** Block summaries of the board order, built on the first deep page of a short query. */
  private summaries = new Map<string, BlockSummary>();
  /** Cached counts: a season's size (query null) or its matches of a query. */
  private counts = new Map<string, { season: string; query: string | null; value: number }>();
  private externalVersion: number;
  /** Bumped on every write through this connection. */
  private localVersion = 0;

  constructor(
    private readonly db: Database.Database,
    readonly summaryBlockSize = DEFAULT_SUMMARY_BLOCK_SIZE,
  ) {
    // Checked on every read: a reused statement, not a fresh pragma() each time.
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
    this.externalVersion = this.readDataVersion();
  }

  private readonly dataVersion;
  private lastCheck = -Infinity;

  private readDataVersion(): number {
    return this.dataVersion.get() as number;
  }

  /** Drops every cache when another connection committed since the last look (looked at most every CHECK_EVERY_MS). */
  refresh(): void {
    const now = performance.now();
    if (now - this.lastCheck < CHECK_EVERY_MS) return;
    this.lastCheck = now;
    const version = this.readDataVersion();
    if (version !== this.externalVersion) {
      this.externalVersion = version;
      this.invalidate();
    }
  }

  /** Changes whenever the data may have changed (a write here or a commit elsewhere). */
  get version(): string {
    return `${this.externalVersion}:${this.localVersion}`;
  }

  /** Forgets everything (after a write whose effect on the order is not tracked). */
  invalidate(): void {
    this.indexes.clear();
    this.summaries.clear();
    this.counts.clear();
    this.localVersion++;
  }

  /** The season's index, built from the leaderboard index on first use. */
  index(season: string): RankIndex {
    let index = this.indexes.get(season);
    if (!index) {
      const size =
        (this.db.prepare('SELECT count(*) FROM entries WHERE season = ?').pluck().get(season) as number) + 16;
      // Typed arrays, filled row by row: no million-element array of row tuples on the heap.
      const scores = new Float64Array(size);
      const ids = new Float64Array(size);
      let n = 0;
      const rows = this.db
        .prepare('SELECT final_score, id FROM entries WHERE season = ? ORDER BY final_score DESC, id')
        .raw();
      for (const [score, id] of rows.iterate(season) as Iterable<[number, number]>) {
        if (n === size) break;
        scores[n] = score;
        ids[n++] = id;
      }
      index = RankIndex.fromSorted(scores.subarray(0, n), ids.subarray(0, n));
      this.indexes.set(season, index);
    }
    return index;
  }

  /** The season's block summary, built on first use (about 1.2 s per million entries). */
  summary(season: string): BlockSummary {
    let summary = this.summaries.get(season);
    if (!summary) {
      summary = BlockSummary.build(this.db, season, this.summaryBlockSize);
      this.summaries.set(season, summary);
    }
    return summary;
  }

  /** The season's block summary when already built. */
  builtSummary(season: string): BlockSummary | undefined {
    return this.summaries.get(season);
  }

  /** Records an insert made through this connection (counts are adjusted, not recomputed). */
  inserted(season: string, score: number, id: number, nameKey: string): void {
    this.indexes.get(season)?.insert(score, id);
    this.summaries.get(season)?.inserted(this.db, season, score, id, nameKey);
    this.adjustCounts(season, nameKey, +1);
    this.localVersion++;
  }

  /** Records a removal made through this connection. */
  removed(season: string, score: number, id: number, nameKey: string): void {
    this.indexes.get(season)?.remove(score, id);
    this.summaries.get(season)?.removed(score, id, nameKey);
    this.adjustCounts(season, nameKey, -1);
    this.localVersion++;
  }

  private adjustCounts(season: string, nameKey: string, delta: number): void {
    for (const count of this.counts.values()) {
      if (count.season === season && (count.query === null || nameKey.includes(count.query))) count.value += delta;
    }
  }

  /** The season's size (query null) or its number of names containing `query`, cached until the data changes elsewhere. */
  count(season: string, query: string | null, compute: () => number): number {
    const key = `${season}\u0000${query ?? ''}\u0000${query === null ? 's' : 'm'}`;
    const cached = this.counts.get(key);
    if (cached !== undefined) return cached.value;
    const value = compute();
    // Bounded: many distinct queries simply start a fresh cache.
    if (this.counts.size >= 2000) this.counts.clear();
    this.counts.set(key, { season, query, value });
    return value;
  }
}
