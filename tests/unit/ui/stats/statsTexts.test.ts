import { describe, expect, it } from 'vitest';
import { countedAtText, deathsSummary } from '../../../../src/ui/stats/statsTexts';

describe('deathsSummary', () => {
  it('says how many fell, on how many floors, and where most', () => {
    expect(
      deathsSummary([
        { floor: 3, deaths: 2 },
        { floor: 5, deaths: 6 },
        { floor: 9, deaths: 6 },
      ]),
    ).toBe(
      'Bar chart of deaths per floor: 14 deaths on 3 floors, most on floor 5 (6). The figures are in the table below it.',
    );
    expect(deathsSummary([{ floor: 1, deaths: 1 }])).toBe(
      'Bar chart of deaths per floor: 1 death on 1 floor, most on floor 1 (1). The figures are in the table below it.',
    );
    expect(deathsSummary([])).toBe('No deaths yet.');
  });
});

describe('countedAtText', () => {
  it('gives the minute of the count in UTC', () => {
    expect(countedAtText('2026-11-20T11:10:42.000Z')).toBe(
      'Counted 2026-11-20 11:10 UTC; counted again every few minutes.',
    );
    expect(countedAtText('not a time')).toBe('Counted again every few minutes.');
  });
});
