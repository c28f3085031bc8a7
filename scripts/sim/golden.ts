// Golden runs: digests of the first level and of a bot's whole bounded run for fixed seeds.
// Any change to the rules or content shows up as a changed digest (see src/engine/README.md).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RULES_VERSION } from '../../src/engine';
import { digest } from './digest';
import { explorer } from './explorer';
import { playRun } from './run';

/** Seeds of the golden catalogue. */
export const GOLDEN_SEEDS: readonly string[] = Array.from({ length: 30 }, (_, i) => `golden-${i + 1}`);
/** Actions per golden run: long enough to cross several levels, short enough for the unit tests. */
export const GOLDEN_STEP_CAP = 1200;

/** One catalogue entry. */
export interface GoldenRun {
  seed: string;
  firstLevel: string;
  finalState: string;
  depth: number;
  steps: number;
}

/** The whole fixture. */
export interface GoldenFixture {
  rulesVersion: number;
  bot: string;
  stepCap: number;
  runs: GoldenRun[];
}

/** Plays one golden seed and digests it. */
export function goldenRun(seed: string): GoldenRun {
  const run = playRun(seed, explorer, GOLDEN_STEP_CAP);
  return { seed, firstLevel: digest(run.first.dungeon), finalState: digest(run.final), depth: run.depth, steps: run.steps };
}

/** The fixture for the current rules, content and bot. */
export function goldenFixture(): GoldenFixture {
  return { rulesVersion: RULES_VERSION, bot: 'explorer', stepCap: GOLDEN_STEP_CAP, runs: GOLDEN_SEEDS.map(goldenRun) };
}

/** Where the fixture lives. */
export const GOLDEN_PATH = fileURLToPath(new URL('../../tests/fixtures/golden.json', import.meta.url));

/** Regenerates tests/fixtures/golden.json (npm run sim -- --update-golden) and returns its path. */
export function writeGoldenFixture(): string {
  writeFileSync(GOLDEN_PATH, `${JSON.stringify(goldenFixture(), null, 2)}\n`);
  return GOLDEN_PATH;
}
