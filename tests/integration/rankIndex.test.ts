// The in-memory rank index behind every SQLite rank: checked against a plain sort over random
// inserts and removals, across many block splits.
import { describe, expect, it } from 'vitest';
import { RankIndex } from '../../server/store/rankIndex';
import { seededRandom } from '../support/random';

/** Rank by definition: 1 + entries with a higher score, or the same score and a lower seq. */
function expectedRank(entries: [number, number][], score: number, seq: number): number {
  return 1 + entries.filter(([s, q]) => s > score || (s === score && q < seq)).length;
}

describe('RankIndex', () => {
  it('matches a plain count after 6,000 random inserts and 1,500 removals (many equal scores)', () => {
    const random = seededRandom(3);
    const index = new RankIndex();
    const entries: [number, number][] = [];
    for (let seq = 1; seq <= 6000; seq++) {
      const score = Math.floor(random() * 50) * 10;
      index.insert(score, seq);
      entries.push([score, seq]);
    }
    for (let i = 0; i < 1500; i++) {
      const at = Math.floor(random() * entries.length);
      const [score, seq] = entries[at];
      expect(index.remove(score, seq)).toBe(true);
      entries.splice(at, 1);
    }
    expect(index.size).toBe(entries.length);
    for (let i = 0; i < 300; i++) {
      const [score, seq] = entries[Math.floor(random() * entries.length)];
      expect(index.rank(score, seq)).toBe(expectedRank(entries, score, seq));
    }
    expect(index.remove(-1, 1)).toBe(false);
  });
  it('bulk-loads a sorted board: best is 1, ties go to the earlier entry', () => {
    const index = RankIndex.fromSorted([900, 500, 500, 100], [4, 2, 3, 1]);
    expect([index.rank(900, 4), index.rank(500, 2), index.rank(500, 3), index.rank(100, 1)]).toEqual([1, 2, 3, 4]);
    expect(index.rank(500, 1)).toBe(2);
    expect(RankIndex.fromSorted([], []).rank(10, 1)).toBe(1);
  });
});
