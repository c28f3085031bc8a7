// Side-by-side tables of many simulated runs, one column per bot: the target figures
// (src/engine/README.md, "Content design"), distributions, the hero at checkpoint floors, causes of end, the
// fights that killed, the words of the fights begun, and per floor the deaths, rests, score when leaving it
// (and, on request, the monsters met).
import { CAREFUL_BOTS } from './bots';
import { THREAT_WORDS, type ThreatWord } from '../../src/engine';
import { CHECKPOINTS, type RunSummary } from './run';
import { deathRates, leavingScores, median, percentile } from './stats';
import { targetFigures, targetRows } from './targets';

/** The runs of one bot, by its name. */
export interface BotRuns {
  bot: string;
  runs: readonly RunSummary[];
}

/** Floors the per-floor tables always show (more when runs go deeper). */
export const MIN_FLOORS = 15;

/** A markdown table with right-aligned columns padded to their widest cell. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)];
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

function distribution(
  label: string,
  all: readonly BotRuns[],
  pick: (r: RunSummary) => number,
  keep: (r: RunSummary) => boolean = () => true,
): string[] {
  const sorted = all.map(({ runs }) =>
    runs
      .filter(keep)
      .map(pick)
      .sort((a, b) => a - b),
  );
  return table(
    [label, ...all.map((b) => b.bot)],
    PERCENTILES.map(([name, p]) => [name, ...sorted.map((s) => (s.length ? String(percentile(s, p)) : '-'))]),
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

const share = (part: number, whole: number) => (whole === 0 ? '-' : `${Math.round((part / whole) * 100)}%`);

/**
 * The fights that killed, as they looked when the hero walked in (scripts/sim/outlook.ts): the word shown,
 * whether the engine expected a loss, whether the level had another way to its exit, and the one monster
 * that killed most. A death expected and unavoidable was decided before the fight.
 */
export function fatalFights(all: readonly BotRuns[]): string[] {
  const rows = all.map(({ runs }) => runs.filter((r) => r.died && r.fatal));
  const row = (label: string, count: (deaths: readonly RunSummary[]) => number) => [
    label,
    ...rows.map((deaths) => share(count(deaths), deaths.length)),
  ];
  const topKiller = (deaths: readonly RunSummary[]) => {
    const killers = new Map<string, number>();
    for (const r of deaths) killers.set(r.end, (killers.get(r.end) ?? 0) + 1);
    const [name, count] = [...killers].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['-', 0];
    return deaths.length === 0 ? '-' : `${name} ${share(count, deaths.length)}`;
  };
  return table(
    ['the fight that killed', ...all.map((b) => b.bot)],
    [
      ['deaths', ...rows.map((deaths) => String(deaths.length))],
      ...THREAT_WORDS.map((word) => row(`word shown: ${word}`, (d) => d.filter((r) => r.fatal!.word === word).length)),
      row('expected lost', (d) => d.filter((r) => r.fatal!.expectedLost).length),
      row('no other way to the exit', (d) => d.filter((r) => !r.fatal!.avoidable).length),
      row('expected lost, no other way', (d) => d.filter((r) => r.fatal!.expectedLost && !r.fatal!.avoidable).length),
      row('begun by a broken rest', (d) => d.filter((r) => r.fatal!.brokeRest).length),
      ['top killer', ...rows.map(topKiller)],
    ],
  );
}

/** Bands of floors for the fights begun: the first floors, then the deeper thirds of a run. */
const WORD_BANDS: readonly (readonly [number, number])[] = [
  [1, 10],
  [11, 30],
  [31, 60],
  [61, 100],
];

/**
 * The fights each bot began, by the threat word the screen showed as the hero walked in: how often the word
 * asked for a decision. A fight the word calls trivial asks none; one begun by a broken rest is counted too.
 */
export function fightWords(all: readonly BotRuns[]): string[] {
  const rows = WORD_BANDS.map(([from, to]) => [
    `floors ${from}-${to}: fair / dangerous / deadly`,
    ...all.map(({ runs }) => {
      const count = (word: ThreatWord) => {
        let n = 0;
        for (const r of runs) for (let floor = from; floor <= to; floor++) n += r.words[floor]?.[word] ?? 0;
        return n;
      };
      const total = THREAT_WORDS.reduce((sum, word) => sum + count(word), 0);
      if (total === 0) return '-';
      const percent = (word: ThreatWord) => `${((count(word) / total) * 100).toFixed(1)}%`;
      return `${percent('fair')} / ${percent('dangerous')} / ${percent('deadly')} of ${total}`;
    }),
  ]);
  return table(['fights begun, by the word shown', ...all.map((b) => b.bot)], rows);
}

/** Median hero level and largest stat on arriving at each checkpoint floor, with the runs that got there. */
function checkpoints(all: readonly BotRuns[]): string[] {
  const rows = CHECKPOINTS.map((floor) => [
    String(floor),
    ...all.map(({ runs }) => {
      const there = runs.flatMap((r) => (r.checkpoints[floor] ? [r.checkpoints[floor]] : []));
      if (there.length === 0) return '-';
      return `${median(there.map((c) => c.level))} / ${median(there.map((c) => c.topStat))} (${there.length})`;
    }),
  ]);
  return table(['arriving on floor', ...all.map((b) => b.bot)], rows);
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

/**
 * Deaths per floor, one row a floor; a stretch of floors where no bot lost a run is one row
 * ('12-15'), showing the runs reaching its first floor.
 */
function deathsTable(all: readonly BotRuns[], floors: number): string[] {
  const rates = all.map(({ runs }) => deathRates(runs, floors));
  const cell = (bot: number, floor: number) => {
    const row = rates[bot][floor - 1];
    return row.reached === 0 ? '-' : `${row.reached} / ${row.died} / ${row.rate.toFixed(1)}%`;
  };
  const quiet = (floor: number) => rates.every((r) => r[floor - 1].died === 0);
  const rows: string[][] = [];
  for (let floor = 1; floor <= floors; floor++) {
    let last = floor;
    if (quiet(floor)) while (last < floors && quiet(last + 1)) last++;
    rows.push([last > floor ? `${floor}-${last}` : String(floor), ...all.map((_, bot) => cell(bot, floor))]);
    floor = last;
  }
  return table(['floor', ...all.map((b) => b.bot)], rows);
}

function restsCell(runs: readonly RunSummary[], floor: number): string {
  const reaching = runs.filter((r) => r.depth >= floor);
  if (reaching.length === 0) return '-';
  const total = reaching.reduce((sum, r) => sum + (r.rests[floor] ?? 0), 0);
  return (total / reaching.length).toFixed(2);
}

function scoreCell(runs: readonly RunSummary[], floor: number): string {
  const row = leavingScores(runs, floor)[floor - 1];
  return row.score === null ? '-' : String(row.score);
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

/** The target figures (src/engine/README.md, "Content design") per bot, and for the careful bots' runs pooled
 *  when more than one is shown. */
function targets(all: readonly BotRuns[]): string[] {
  const careful = all.filter((b) => CAREFUL_BOTS.includes(b.bot));
  const columns = careful.length > 1 ? [...all, { bot: 'careful', runs: careful.flatMap((b) => b.runs) }] : all;
  return table(['target figure', ...columns.map((b) => b.bot)], targetRows(columns.map((b) => targetFigures(b.runs))));
}

/** What the report shows beyond its standard tables. */
export interface ReportOptions {
  /** Also the monsters met per floor (fights begun, top 4). */
  met?: boolean;
}

/** The whole printable report. */
export function formatReport(all: readonly BotRuns[], options: ReportOptions = {}): string {
  const deepest = Math.max(0, ...all.flatMap(({ runs }) => runs.map((r) => r.depth)));
  const floors = Math.max(MIN_FLOORS, deepest);
  const out: string[] = [];
  out.push(...targets(all), '');
  out.push(...distribution('depth reached', all, (r) => r.depth), '');
  out.push(
    ...distribution(
      'depth at death',
      all,
      (r) => r.depth,
      (r) => r.died,
    ),
    '',
  );
  out.push(...distribution('hero level', all, (r) => r.characterLevel), '');
  out.push('Hero on arriving: median level / median largest stat with gear (runs arriving)', '');
  out.push(...checkpoints(all), '');
  out.push(...distribution('actions', all, (r) => r.steps), '');
  out.push(...distribution("minutes at a person's pace", all, (r) => Math.round(r.minutes)), '');
  out.push(...distribution('score', all, (r) => r.score), '');
  out.push(...causes(all), '');
  out.push(...fatalFights(all), '');
  out.push(...fightWords(all), '');
  out.push('Deaths per floor: runs reaching it / deaths there / death rate (floors without deaths merged)', '');
  out.push(...deathsTable(all, floors), '');
  out.push('Rests per floor (mean over runs reaching it)', '');
  out.push(...perFloor('floor', all, floors, restsCell), '');
  out.push('Score when leaving the floor (median over runs that left it)', '');
  out.push(...perFloor('floor', all, floors, scoreCell));
  if (options.met) {
    out.push('', 'Monsters met per floor (fights begun, top 4)', '');
    out.push(...perFloor('floor', all, floors, (runs, floor) => metCell(runs, floor)));
  }
  return out.join('\n');
}
