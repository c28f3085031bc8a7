import { describe, expect, it } from 'vitest';
import { gearNote, statRaise, statWithGear } from '../../../src/shared/statFigure';

describe('a stat, the same way in the panels, the level-up dialog and the exit statistics', () => {
  it('gives the figure with gear and, when gear changes it, the base and the bonus, labelled', () => {
    expect(statWithGear(10, 0)).toBe('10');
    expect(statWithGear(10, 5)).toBe('15 (base 10, +5 gear)');
    expect(gearNote(12, -2)).toBe('(base 12, −2 gear)');
    expect(statRaise(10, 5)).toEqual(['base 10 → 11', 'with gear 15 → 16']);
  });

  it("groups a deep hero's thousands, as the Hall prints scores", () => {
    expect(statWithGear(5203, 280)).toBe('5,483 (base 5,203, +280 gear)');
    expect(statRaise(999, 0)).toEqual(['base 999 → 1,000']);
  });
});
