// Writes the victory fixture (tests/fixtures/golden/victory-vN.json): a real run record standing on floor
// 100's found exit, which the e2e test loads, claims and inscribes (the server verifies it by replay).
// `npm run golden:victory [-- --rules V] [--from N] [--to M] [--explorer-only]` tries seeds victor-N ..
// victor-M (1 .. 200 by default) under rules version V (RULES_VERSION by default): each with the explorer
// bot, then with the search victor (scripts/sim/victorSearch.ts), which prints the hero per floor.
import { RULES_VERSION } from '../src/engine';
import { findVictor, writeVictor } from './sim/victor';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) {
    console.error('usage: npm run golden:victory -- [--rules V] [--from N] [--to M] [--explorer-only]');
    process.exit(2);
  }
  return value;
}

const rulesVersion = option('rules', RULES_VERSION);
const started = performance.now();
const clock = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const found = findVictor({
  rulesVersion,
  first: option('from', 1),
  last: option('to', 200),
  search: !process.argv.includes('--explorer-only'),
  progress: (seed, end, depth, steps, bot) =>
    console.log(`${seed} (${bot}): ${end} on floor ${depth} after ${steps.toLocaleString('en')} actions [${clock()}]`),
  floor: (seed, f) =>
    console.log(
      `${seed} floor ${String(f.floor).padStart(3)}: ${f.actions.toLocaleString('en').padStart(6)} actions ` +
        `(+${f.floorActions}), ${f.retries} retries, hero level ${f.level}, health ${f.health}/${f.maxHealth}, ` +
        `STR ${f.strength} DEX ${f.dexterity} CON ${f.constitution} [${clock()}]`,
    ),
});
if (found === null) {
  console.error(`no seed reached floor 100's exit under rules version ${rulesVersion} (${clock()})`);
  process.exit(1);
}
console.log(
  `${found.fixture.seed} stands on floor 100's exit (${found.fixture.bot}, ${found.fixture.steps.toLocaleString('en')} ` +
    `actions): written to ${writeVictor(found.fixture)} (${clock()})`,
);
