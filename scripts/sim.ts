// Headless simulator: `npm run sim -- --seeds 1000 [--bot explorer] [--steps 25000] [--update-golden]`.
// Plays seeds 'sim-1'..'sim-N' with a bot and prints depth, level, score, causes of death and
// the death rate per dungeon level. --update-golden rewrites tests/fixtures/golden.json instead.
import { BOTS } from './sim/bots';
import { formatReport } from './sim/report';
import { DEFAULT_STEP_CAP, playRun } from './sim/run';
import { writeGoldenFixture } from './sim/golden';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

function main(): void {
  if (process.argv.includes('--update-golden')) {
    const path = writeGoldenFixture();
    console.log(`golden runs written to ${path}`);
    return;
  }
  const seeds = Number(option('seeds', '100'));
  const botName = option('bot', 'explorer');
  const steps = Number(option('steps', String(DEFAULT_STEP_CAP)));
  const bot = BOTS[botName];
  if (!bot || !Number.isInteger(seeds) || seeds < 1) {
    console.error(`usage: npm run sim -- --seeds N [--bot ${Object.keys(BOTS).join('|')}] [--steps CAP] [--update-golden]`);
    process.exit(2);
  }
  const started = performance.now();
  const results = [];
  for (let i = 1; i <= seeds; i++) results.push(playRun(`sim-${i}`, bot, steps));
  console.log(formatReport(results, botName));
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

main();
