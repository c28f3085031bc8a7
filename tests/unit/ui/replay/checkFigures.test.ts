// The viewer's check of a replay's end against the entry's stored figures.
import { describe, expect, it } from 'vitest';
import { newGame, scoreSubmission } from '../../../../src/engine';
import { figureMismatches, mismatchText } from '../../../../src/ui/replay/checkFigures';

const end = scoreSubmission(newGame('Checker', 'check-seed'));

describe('replay figure check', () => {
  it('a replay that ends on the stored figures has no mismatch; fields not sent are skipped', () => {
    expect(figureMismatches({ finalScore: end.finalScore, gold: end.gold, level: end.level }, end)).toEqual([]);
    expect(figureMismatches({}, end)).toEqual([]);
  });

  it('each differing figure is named with both values, loudly', () => {
    const found = figureMismatches({ finalScore: end.finalScore + 1200, gold: end.gold, dungeonLevel: 4 }, end);
    expect(found).toEqual([
      { field: 'finalScore', stored: end.finalScore + 1200, replayed: end.finalScore },
      { field: 'dungeonLevel', stored: 4, replayed: 1 },
    ]);
    expect(mismatchText(found)).toBe(
      `This replay does not match its Hall of Legends entry: finalScore ${(end.finalScore + 1200).toLocaleString('en-US')} on the board, ` +
        `${end.finalScore.toLocaleString('en-US')} replayed; dungeonLevel 4 on the board, 1 replayed.`,
    );
  });
});
