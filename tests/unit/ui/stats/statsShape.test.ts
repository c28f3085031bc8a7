import { describe, expect, it } from 'vitest';
import type { RulesVersionStats } from '../../../../src/shared/api';
import {
  countFigures,
  deathsSeries,
  defaultVersion,
  figureText,
  killerRows,
  percentileRows,
  versionsNewestFirst,
} from '../../../../src/ui/stats/statsShape';

const NONE = { p10: null, p25: null, p50: null, p75: null, p90: null, p99: null, max: null };

/** A version's figures: the integration test's set (tests/integration/runStats.test.ts PINNED). */
function version(rulesVersion: number, over: Partial<RulesVersionStats> = {}): RulesVersionStats {
  return {
    rulesVersion,
    runs: 7,
    witnessed: 6,
    live: 1,
    died: 5,
    won: 0,
    inscribed: 1,
    deathsByFloor: [
      { floor: 12, deaths: 1 },
      { floor: 26, deaths: 1 },
      { floor: 28, deaths: 1 },
      { floor: 31, deaths: 1 },
      { floor: 34, deaths: 1 },
    ],
    topKillers: [
      { monster: 'Dark Mage', kills: 3 },
      { monster: 'Chimera', kills: 1 },
      { monster: 'Wyvern', kills: 1 },
    ],
    depth: { p10: 1, p25: 12, p50: 26, p75: 31, p90: 34, p99: 34, max: 34 },
    score: { p10: 36, p25: 15498, p50: 47097, p75: 59294, p90: 96041, p99: 96041, max: 96041 },
    actions: { p10: 30, p25: 3370, p50: 8355, p75: 10338, p90: 11566, p99: 11566, max: 11566 },
    minutes: { p10: 7, p25: 19, p50: 30, p75: 61, p90: 65, p99: 65, max: 65 },
    ...over,
  };
}

describe('defaultVersion and versionsNewestFirst', () => {
  it('shows the newest version with a run first, and lists the versions newest first', () => {
    const versions = [version(2), version(3, { runs: 0 }), version(1)];
    expect(defaultVersion(versions)).toBe(2);
    expect(versionsNewestFirst(versions)).toEqual([3, 2, 1]);
  });

  it('falls back to the newest when none has a run, and to null without versions', () => {
    expect(defaultVersion([version(1, { runs: 0 }), version(4, { runs: 0 })])).toBe(4);
    expect(defaultVersion([])).toBeNull();
  });
});

describe('deathsSeries', () => {
  it('gives every floor from 1 to the deepest death, a floor without one at 0', () => {
    const series = deathsSeries([
      { floor: 2, deaths: 4 },
      { floor: 7, deaths: 1 },
    ]);
    expect(series.floors).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(series.deaths).toEqual([0, 4, 0, 0, 0, 0, 1]);
  });

  it('draws at least five floors, and nothing without a death', () => {
    expect(deathsSeries([{ floor: 1, deaths: 3 }])).toEqual({ floors: [1, 2, 3, 4, 5], deaths: [3, 0, 0, 0, 0] });
    expect(deathsSeries([])).toEqual({ floors: [], deaths: [] });
  });

  it('keeps the total of the figures (34 floors, 5 deaths)', () => {
    const series = deathsSeries(version(3).deathsByFloor);
    expect(series.floors).toHaveLength(34);
    expect(series.deaths.reduce((a, b) => a + b, 0)).toBe(5);
    expect(series.deaths[11]).toBe(1);
    expect(series.deaths[12]).toBe(0);
  });
});

describe('killerRows', () => {
  it("draws each killer's bar in percent of the first's, in the server's order", () => {
    expect(killerRows(version(3).topKillers)).toEqual([
      { monster: 'Dark Mage', kills: 3, barPercent: 100 },
      { monster: 'Chimera', kills: 1, barPercent: 33 },
      { monster: 'Wyvern', kills: 1, barPercent: 33 },
    ]);
    expect(killerRows([])).toEqual([]);
  });
});

describe('percentileRows and figureText', () => {
  it('gives one row per percentile with one figure per column', () => {
    const stats = version(3);
    const rows = percentileRows([stats.depth, stats.score]);
    expect(rows.map((r) => r.label)).toEqual(['10th', '25th', 'median', '75th', '90th', '99th', 'max']);
    expect(rows[2]).toEqual({ label: 'median', values: [26, 47097] });
    expect(rows[6]).toEqual({ label: 'max', values: [34, 96041] });
    expect(rows.map((r) => r.values.map(figureText))).toEqual([
      ['1', '36'],
      ['12', '15,498'],
      ['26', '47,097'],
      ['31', '59,294'],
      ['34', '96,041'],
      ['34', '96,041'],
      ['34', '96,041'],
    ]);
  });

  it('prints a dash where no run gives a figure', () => {
    expect(percentileRows([NONE])[0]).toEqual({ label: '10th', values: [null] });
    expect(figureText(null)).toBe('-');
    expect(figureText(1234567)).toBe('1,234,567');
  });
});

describe('countFigures', () => {
  it('lists runs, witnessed, live, fallen, won and inscribed', () => {
    expect(countFigures(version(3))).toEqual([
      { label: 'Runs', value: 7 },
      { label: 'Witnessed', value: 6 },
      { label: 'Live now', value: 1 },
      { label: 'Fell', value: 5 },
      { label: 'Won', value: 0 },
      { label: 'Inscribed', value: 1 },
    ]);
  });
});
