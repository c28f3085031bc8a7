// Writes the victory fixture (tests/fixtures/golden/victory-vN.json): a real run record of the explorer
// bot standing on floor 100's found exit, which the e2e test loads, claims and inscribes (the server
// verifies it by replay). `npm run golden:victory [-- --rules V] [--from N] [--to M]` tries seeds
// victor-N .. victor-M (1 .. 200 by default) under rules version V (RULES_VERSION by default).
import { RULES_VERSION } from '../src/engine';
import { findVictor, writeVictor } from '../tests/support/victor';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) {
    console.error('usage: npm run golden:victory -- [--rules V] [--from N] [--to M]');
    process.exit(2);
  }
  return value;
}

const rulesVersion = option('rules', RULES_VERSION);
const started = performance.now();
const found = findVictor({
  rulesVersion,
  first: option('from', 1),
  last: option('to', 200),
  progress: (seed, end, depth, steps) =>
    console.log(`${seed}: ${end} on floor ${depth} after ${steps.toLocaleString('en')} actions`),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (found === null) {
  console.error(`no seed reached floor 100's exit under rules version ${rulesVersion} (${seconds} s)`);
  process.exit(1);
}
console.log(
  `${found.fixture.seed} stands on floor 100's exit: written to ${writeVictor(found.fixture)} (${seconds} s)`,
);
