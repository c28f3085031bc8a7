// An order-statistics index of one season's entries, kept in memory so the rank of any
// entry costs microseconds instead of counting up to a million index rows in the database.
// Order: finalScore descending, then `seq` ascending (seq = submission order, so ties go to
// the earlier entry). Stored as sorted blocks (a "sorted list of lists"): insert and remove
// cost O(block size), rank costs O(blocks + log block size).

const BLOCK_SIZE = 1024;

interface Block {
  scores: number[];
  seqs: number[];
}

/** True when (scoreA, seqA) comes before (scoreB, seqB) in leaderboard order. */
function before(scoreA: number, seqA: number, scoreB: number, seqB: number): boolean {
  return scoreA > scoreB || (scoreA === scoreB && seqA < seqB);
}

/** Index of the first element of the block not before (score, seq). */
function lowerBound(block: Block, score: number, seq: number): number {
  let lo = 0;
  let hi = block.scores.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(block.scores[mid], block.seqs[mid], score, seq)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The leaderboard order of one season, for rank look-ups. */
export class RankIndex {
  private blocks: Block[] = [{ scores: [], seqs: [] }];
  private total = 0;

  /** Builds from entries already sorted in leaderboard order (bulk load at start). */
  static fromSorted(scores: ArrayLike<number>, seqs: ArrayLike<number>): RankIndex {
    const index = new RankIndex();
    index.blocks = [];
    for (let i = 0; i < scores.length; i += BLOCK_SIZE) {
      const end = Math.min(scores.length, i + BLOCK_SIZE);
      index.blocks.push({
        scores: Array.prototype.slice.call(scores, i, end) as number[],
        seqs: Array.prototype.slice.call(seqs, i, end) as number[],
      });
    }
    if (index.blocks.length === 0) index.blocks.push({ scores: [], seqs: [] });
    index.total = scores.length;
    return index;
  }

  get size(): number {
    return this.total;
  }

  /** The block holding the position of (score, seq). */
  private blockFor(score: number, seq: number): number {
    let lo = 0;
    let hi = this.blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const block = this.blocks[mid];
      const last = block.scores.length - 1;
      if (last >= 0 && before(block.scores[last], block.seqs[last], score, seq)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** 1-based rank the entry (score, seq) has (or would have) in the season. */
  rank(score: number, seq: number): number {
    const b = this.blockFor(score, seq);
    let preceding = 0;
    for (let i = 0; i < b; i++) preceding += this.blocks[i].scores.length;
    return preceding + lowerBound(this.blocks[b], score, seq) + 1;
  }

  /** Adds an entry. */
  insert(score: number, seq: number): void {
    const b = this.blockFor(score, seq);
    const block = this.blocks[b];
    const at = lowerBound(block, score, seq);
    block.scores.splice(at, 0, score);
    block.seqs.splice(at, 0, seq);
    this.total++;
    if (block.scores.length > 2 * BLOCK_SIZE) {
      const half = block.scores.length >>> 1;
      this.blocks.splice(b + 1, 0, { scores: block.scores.splice(half), seqs: block.seqs.splice(half) });
    }
  }

  /** Removes an entry; false when it is not there. */
  remove(score: number, seq: number): boolean {
    const b = this.blockFor(score, seq);
    const block = this.blocks[b];
    const at = lowerBound(block, score, seq);
    if (block.scores[at] !== score || block.seqs[at] !== seq) return false;
    block.scores.splice(at, 1);
    block.seqs.splice(at, 1);
    this.total--;
    if (block.scores.length === 0 && this.blocks.length > 1) this.blocks.splice(b, 1);
    return true;
  }
}
