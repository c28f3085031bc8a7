// Summaries of many simulated runs: distributions and the death rate per dungeon level.
import type { RunResult } from './run';

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** min / p10 / p25 / median / p75 / p90 / max of a numeric field. */
function distributionLine(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const cols = [0, 10, 25, 50, 75, 90, 100].map((p) => String(percentile(sorted, p)).padStart(7));
  return `${label.padEnd(16)}${cols.join('')}`;
}

/** Per dungeon level: runs that reached it, deaths on it, death rate in %. */
export function deathRates(results: readonly RunResult[]): { level: number; reached: number; died: number; rate: number }[] {
  const deepest = Math.max(...results.map((r) => r.depth));
  const rows = [];
  for (let level = 1; level <= deepest; level++) {
    const reached = results.filter((r) => r.depth >= level).length;
    const died = results.filter((r) => r.died && r.depth === level).length;
    rows.push({ level, reached, died, rate: reached ? Math.round((1000 * died) / reached) / 10 : 0 });
  }
  return rows;
}

/** The printable report. */
export function formatReport(results: readonly RunResult[], bot: string): string {
  const lines: string[] = [];
  lines.push(`${results.length} runs, bot "${bot}"`);
  lines.push(`${''.padEnd(16)}${['min', 'p10', 'p25', 'median', 'p75', 'p90', 'max'].map((h) => h.padStart(7)).join('')}`);
  lines.push(distributionLine('depth reached', results.map((r) => r.depth)));
  lines.push(distributionLine('hero level', results.map((r) => r.characterLevel)));
  lines.push(distributionLine('score', results.map((r) => r.score)));
  lines.push(distributionLine('actions', results.map((r) => r.steps)));
  const past20 = results.filter((r) => r.depth > 20).length;
  lines.push(`runs past level 20: ${past20}; deepest: ${Math.max(...results.map((r) => r.depth))}`);
  lines.push('', 'cause of end (count):');
  const causes = new Map<string, number>();
  for (const r of results) causes.set(r.end, (causes.get(r.end) ?? 0) + 1);
  for (const [cause, count] of [...causes].sort((a, b) => b[1] - a[1])) lines.push(`  ${cause.padEnd(22)}${count}`);
  lines.push('', '| dungeon level | runs reaching it | deaths there | death rate % |', '|---:|---:|---:|---:|');
  for (const row of deathRates(results)) lines.push(`| ${row.level} | ${row.reached} | ${row.died} | ${row.rate} |`);
  return lines.join('\n');
}
