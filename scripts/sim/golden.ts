// Writes the golden runs of the current rules version (npm run golden:update): run records, each with
// digests of the state and the score submission it replays to, in the format goldenFixture.ts
// reads. Records (not bot runs) are stored, so a change to a bot never touches them, and a version's
// records stay exactly as they were when it shipped.
import { existsSync, writeFileSync } from 'node:fs';
import { replay, runRecord, RULES_VERSION, scoreSubmission } from '../../src/engine';
import { encodeActions } from '../../src/engine/save';
import { digest } from './digest';
import { goldenPath, readGoldenFixture, type GoldenFixture, type GoldenRun } from './goldenFixture';
import { explorer } from './explorer';
import { playRun } from './run';

/** Seeds and lengths of a new version's records: short, medium and long runs. */
const GOLDEN_SEEDS: readonly string[] = Array.from({ length: 12 }, (_, i) => `golden-${i + 1}`);
const GOLDEN_CAPS: readonly number[] = [400, 1200, 2500];

/** Plays one seed with the explorer bot under the current rules and stores its record. */
function goldenRun(seed: string, cap: number): GoldenRun {
  const state = replay(runRecord(playRun(seed, explorer, cap).final));
  return {
    seed,
    name: state.player.name,
    actions: encodeActions(state.actions),
    finalState: digest(state),
    submission: digest(scoreSubmission(state)),
    depth: state.dungeon.level,
    steps: state.actions.length,
    kinds: [...new Set(state.actions.map((a) => a.type))].sort().join(' '),
  };
}

/**
 * Records the current rules version's golden runs (npm run golden:update). Refuses to rewrite a
 * version that has shipped: a rules change must bump RULES_VERSION instead.
 */
export function writeGoldenFixture(): string {
  const path = goldenPath(RULES_VERSION);
  if (existsSync(path) && readGoldenFixture(RULES_VERSION).shipped) {
    throw new Error(
      `Rules version ${RULES_VERSION} has shipped: its golden runs are never rewritten. ` +
        'If the rules changed, add a rules profile and bump RULES_VERSION (src/engine/versions/profiles.ts).',
    );
  }
  const runs = GOLDEN_SEEDS.map((seed, i) => goldenRun(seed, GOLDEN_CAPS[i % GOLDEN_CAPS.length]));
  const fixture: GoldenFixture = { rulesVersion: RULES_VERSION, shipped: false, runs };
  writeFileSync(path, `${JSON.stringify(fixture, null, 2)}\n`);
  return path;
}
