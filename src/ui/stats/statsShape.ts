// GET /api/stats's answer shaped for the statistics page: which version to show first, the deaths per
// floor as a chart's series (every floor from 1, a floor without a death at 0), the killers with their
// share of the longest bar, and the percentile tables' rows. Pure: no DOM, no React.
import type { EntryKindsResponse, Percentiles, RulesVersionStats } from '../../shared/api';
import { groupDigits } from '../../shared/groupDigits';

/** The chart shows at least this many floors, so a version whose heroes all fell on floor 1 is not one wide bar. */
export const MIN_CHART_FLOORS = 5;

/** The version shown first: the newest with a registered run, else the newest; null without any. */
export function defaultVersion(versions: readonly RulesVersionStats[]): number | null {
  const newestFirst = [...versions].sort((a, b) => b.rulesVersion - a.rulesVersion);
  return (newestFirst.find((v) => v.runs > 0) ?? newestFirst[0])?.rulesVersion ?? null;
}

/** The versions newest first, as the picker lists them. */
export function versionsNewestFirst(versions: readonly RulesVersionStats[]): number[] {
  return versions.map((v) => v.rulesVersion).sort((a, b) => b - a);
}

/** The deaths per floor as the chart draws them: x = floors 1..deepest (at least MIN_CHART_FLOORS), y = deaths. */
export interface DeathsSeries {
  floors: number[];
  deaths: number[];
}

/** The chart's series; empty when nobody died. */
export function deathsSeries(deathsByFloor: RulesVersionStats['deathsByFloor']): DeathsSeries {
  if (deathsByFloor.length === 0) return { floors: [], deaths: [] };
  const byFloor = new Map(deathsByFloor.map((d) => [d.floor, d.deaths]));
  const deepest = Math.max(MIN_CHART_FLOORS, ...byFloor.keys());
  const floors = Array.from({ length: deepest }, (_, i) => i + 1);
  return { floors, deaths: floors.map((floor) => byFloor.get(floor) ?? 0) };
}

/** One killer's row: the name, the runs it ended, and its bar's length in percent of the first's. */
export interface KillerRow {
  monster: string;
  kills: number;
  barPercent: number;
}

/** The killers as listed (most first, as the server orders them), the first at 100 %. */
export function killerRows(topKillers: RulesVersionStats['topKillers']): KillerRow[] {
  const most = Math.max(1, ...topKillers.map((k) => k.kills));
  return topKillers.map(({ monster, kills }) => ({ monster, kills, barPercent: Math.round((kills / most) * 100) }));
}

/** The percentiles in the tables' order, with the label a person reads. */
export const PERCENTILE_LABELS: readonly { key: keyof Percentiles; label: string }[] = [
  { key: 'p10', label: '10th' },
  { key: 'p25', label: '25th' },
  { key: 'p50', label: 'median' },
  { key: 'p75', label: '75th' },
  { key: 'p90', label: '90th' },
  { key: 'p99', label: '99th' },
  { key: 'max', label: 'max' },
];

/** One row of a percentile table: the percentile's label and one figure per column (null without runs). */
export interface PercentileRow {
  label: string;
  values: (number | null)[];
}

/** The rows of a table whose columns are `columns` (e.g. depth and score), one row per percentile. */
export function percentileRows(columns: readonly Percentiles[]): PercentileRow[] {
  return PERCENTILE_LABELS.map(({ key, label }) => ({ label, values: columns.map((c) => c[key]) }));
}

/** A figure as the tables print it: grouped thousands, a dash for none. */
export function figureText(value: number | null): string {
  return value === null ? '-' : groupDigits(value);
}

/** One of the counts under the version's heading. */
export interface CountFigure {
  label: string;
  value: number;
}

/** How many runs were registered, witnessed, are live now, died, won and were inscribed. */
export function countFigures(stats: RulesVersionStats): CountFigure[] {
  return [
    { label: 'Runs', value: stats.runs },
    { label: 'Witnessed', value: stats.witnessed },
    { label: 'Live now', value: stats.live },
    { label: 'Fell', value: stats.died },
    { label: 'Won', value: stats.won },
    { label: 'Inscribed', value: stats.inscribed },
  ];
}

/** The season's entries by kind, then all of them (the kinds are exclusive, so they add up to All). */
export function kindFigures(kinds: EntryKindsResponse): CountFigure[] {
  return [
    { label: 'Sealed', value: kinds.sealed },
    { label: 'Witnessed', value: kinds.witnessed },
    { label: 'Open', value: kinds.open },
    { label: 'All', value: kinds.total },
  ];
}
