// Headless simulator. `npm run sim -- --seeds 200 [--first F] [--bots newcomer,diver,explorer,reckless | --bot NAME]
// [--steps 25000] [--max-depth D] [--jobs K] [--rules V] [--met] [--update-golden]`. Plays the N seeds
// 'sim-F'.. (F = 1 unless --first: `--seeds 1000 --first 1001` is a second set of 1,000, to tell a figure of a
// bot's last few runs from chance) with each bot (all seven by default) to death, victory or the step cap (no
// depth stop unless --max-depth) and prints their tables side by side (scripts/sim/report.ts) and the wall time.
// --update-golden rewrites the golden run records instead (scripts/sim/golden.ts).
import { availableParallelism } from 'node:os';
import { DRAFT_RULES_VERSIONS, RULES_VERSION, SUPPORTED_RULES_VERSIONS } from '../src/engine';
import { BOTS } from './sim/bots';
import { runBatches } from './sim/pool';
import { formatReport, type BotRuns } from './sim/report';
import { DEFAULT_STEP_CAP } from './sim/run';
import { writeGoldenFixture } from './sim/golden';
import type { Batch } from './sim/worker';

/** Seeds per batch sent to a worker: small enough to balance, large enough to keep messages rare. */
const BATCH_SIZE = 20;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

function usage(): never {
  console.error(
    `usage: npm run sim -- --seeds N [--first F] [--bots ${Object.keys(BOTS).join(',')}] [--bot NAME] [--steps CAP] [--max-depth D] [--jobs K] [--rules V] [--met] [--update-golden]`,
  );
  process.exit(2);
}

/** The batches for every bot over the `seeds` seeds from sim-`first`, bot by bot. */
export function planBatches(
  bots: readonly string[],
  seeds: number,
  stepCap: number,
  maxDepth: number,
  rulesVersion: number = RULES_VERSION,
  first = 1,
): Batch[] {
  const batches: Batch[] = [];
  const last = first + seeds - 1;
  for (const bot of bots) {
    for (let from = first; from <= last; from += BATCH_SIZE) {
      const to = Math.min(last, from + BATCH_SIZE - 1);
      const list = Array.from({ length: to - from + 1 }, (_, i) => `sim-${from + i}`);
      batches.push({ id: batches.length, bot, seeds: list, stepCap, maxDepth, rulesVersion });
    }
  }
  return batches;
}

async function main(): Promise<void> {
  if (process.argv.includes('--update-golden')) {
    console.log(`golden runs written to ${writeGoldenFixture()}`);
    return;
  }
  const seeds = Number(option('seeds', '100'));
  const first = Number(option('first', '1'));
  const bots = option('bots', option('bot', Object.keys(BOTS).join(',')))
    .split(',')
    .filter(Boolean);
  const steps = Number(option('steps', String(DEFAULT_STEP_CAP)));
  const maxDepth = Number(option('max-depth', 'Infinity'));
  const jobs = Number(option('jobs', '1'));
  const rules = Number(option('rules', String(RULES_VERSION)));
  const valid = [seeds, first, steps, jobs].every((n) => Number.isInteger(n) && n > 0);
  if (
    !valid ||
    !(maxDepth >= 1) ||
    ![...SUPPORTED_RULES_VERSIONS, ...DRAFT_RULES_VERSIONS].includes(rules) ||
    bots.length === 0 ||
    bots.some((b) => !BOTS[b])
  )
    usage();
  const started = performance.now();
  const batches = planBatches(bots, seeds, steps, maxDepth, rules, first);
  const results = await runBatches(batches, jobs);
  const all: BotRuns[] = bots.map((bot) => ({
    bot,
    runs: results.filter((r) => batches[r.id].bot === bot).flatMap((r) => r.runs),
  }));
  const depth = Number.isFinite(maxDepth) ? `, stop after floor ${maxDepth}` : '';
  console.log(
    `${seeds} seeds (sim-${first}..sim-${first + seeds - 1}) x ${bots.length} bot(s), rules version ${rules}, step cap ${steps}${depth}, ${jobs} job(s) on ${availableParallelism()} cores\n`,
  );
  console.log(formatReport(all, { met: process.argv.includes('--met') }));
  console.log(`\nwall time ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
