// Side-by-side tables of many simulated runs, one column per bot: distributions, causes of end,
// and per floor the deaths, rests, score and the monsters met.
import type { RunSummary } from './run';

/** The runs of one bot, by its name. */
export interface BotRuns {
  bot: string;
  runs: readonly RunSummary[];
}

/** Floors the per-floor tables always show (more when runs go deeper). */
export const MIN_FLOORS = 15;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function median(values: number[]): number | null {
  return values.length === 0
    ? null
    : percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
}

/** A markdown table with right-aligned columns padded to their widest cell. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)];
}

/** Per floor: runs that reached it, deaths on it, death rate in % (one decimal). */
export function deathRates(
  runs: readonly RunSummary[],
  floors: number,
): { reached: number; died: number; rate: number }[] {
  const rows = [];
  for (let level = 1; level <= floors; level++) {
    const reached = runs.filter((r) => r.depth >= level).length;
    const died = runs.filter((r) => r.died && r.depth === level).length;
    rows.push({ reached, died, rate: reached ? Math.round((1000 * died) / reached) / 10 : 0 });
  }
  return rows;
}

const PERCENTILES: readonly [string, number][] = [
  ['min', 0],
  ['p10', 10],
  ['p25', 25],
  ['median', 50],
  ['p75', 75],
  ['p90', 90],
  ['max', 100],
];

function distribution(label: string, all: readonly BotRuns[], pick: (r: RunSummary) => number): string[] {
  const sorted = all.map(({ runs }) => runs.map(pick).sort((a, b) => a - b));
  return table(
    [label, ...all.map((b) => b.bot)],
    PERCENTILES.map(([name, p]) => [name, ...sorted.map((s) => String(percentile(s, p)))]),
  );
}

function causes(all: readonly BotRuns[]): string[] {
  const names = new Map<string, number>();
  for (const { runs } of all) for (const r of runs) names.set(r.end, (names.get(r.end) ?? 0) + 1);
  const order = [...names].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
  return table(
    ['cause of end', ...all.map((b) => b.bot)],
    order.map((cause) => [cause, ...all.map(({ runs }) => String(runs.filter((r) => r.end === cause).length))]),
  );
}

function perFloor(
  label: string,
  all: readonly BotRuns[],
  floors: number,
  cell: (runs: readonly RunSummary[], floor: number) => string,
): string[] {
  const rows: string[][] = [];
  for (let floor = 1; floor <= floors; floor++) rows.push([String(floor), ...all.map(({ runs }) => cell(runs, floor))]);
  return table([label, ...all.map((b) => b.bot)], rows);
}

function deathsCell(runs: readonly RunSummary[], floor: number): string {
  const row = deathRates(runs, floor)[floor - 1];
  return row.reached === 0 ? '-' : `${row.reached} / ${row.died} / ${row.rate.toFixed(1)}%`;
}

function restsCell(runs: readonly RunSummary[], floor: number): string {
  const reaching = runs.filter((r) => r.depth >= floor);
  if (reaching.length === 0) return '-';
  const total = reaching.reduce((sum, r) => sum + (r.rests[floor] ?? 0), 0);
  return (total / reaching.length).toFixed(2);
}

function scoreCell(runs: readonly RunSummary[], floor: number): string {
  const value = median(
    runs.flatMap((r) =>
      r.floorScores[floor] === undefined || r.floorScores[floor] === null ? [] : [r.floorScores[floor]],
    ),
  );
  return value === null ? '-' : String(value);
}

/** The `top` monsters met most on a floor, "Name count" each. */
export function metCell(runs: readonly RunSummary[], floor: number, top = 4): string {
  const counts = new Map<string, number>();
  for (const r of runs)
    for (const [name, n] of Object.entries(r.met[floor] ?? {})) counts.set(name, (counts.get(name) ?? 0) + n);
  if (counts.size === 0) return '-';
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
}

/** The whole printable report. */
export function formatReport(all: readonly BotRuns[]): string {
  const deepest = Math.max(0, ...all.flatMap(({ runs }) => runs.map((r) => r.depth)));
  const floors = Math.max(MIN_FLOORS, deepest);
  const out: string[] = [];
  out.push(...distribution('depth reached', all, (r) => r.depth), '');
  out.push(...distribution('hero level', all, (r) => r.characterLevel), '');
  out.push(...distribution('score', all, (r) => r.score), '');
  out.push(...distribution('actions', all, (r) => r.steps), '');
  out.push(...causes(all), '');
  out.push('Deaths per floor: runs reaching it / deaths there / death rate', '');
  out.push(...perFloor('floor', all, floors, deathsCell), '');
  out.push('Rests per floor (mean over runs reaching it)', '');
  out.push(...perFloor('floor', all, floors, restsCell), '');
  out.push('Score when leaving the floor (median over runs that left it)', '');
  out.push(...perFloor('floor', all, floors, scoreCell), '');
  out.push('Monsters met per floor (fights begun, top 4)', '');
  out.push(...perFloor('floor', all, floors, (runs, floor) => metCell(runs, floor)));
  return out.join('\n');
}
