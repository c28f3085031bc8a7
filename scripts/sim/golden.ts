// Golden runs: stored run records of every rules version, each with digests of the state and the
// score submission it replays to. Records (not bot runs) are stored, so a change to a bot never
// touches them, and a version's records stay exactly as they were when it shipped.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { replay, runRecord, RULES_VERSION, scoreSubmission } from '../../src/engine';
import { encodeActions } from '../../src/engine/save';
import { digest } from './digest';
import { explorer } from './explorer';
import { playRun } from './run';

/** One stored run and what it replays to. */
export interface GoldenRun {
  seed: string;
  name: string;
  /** The action log in the save codes' compact form. */
  actions: string;
  finalState: string;
  submission: string;
  depth: number;
  steps: number;
  /** The action types the run holds (what it exercises). */
  kinds: string;
}

/** The records of one rules version. `shipped`: released to players, so never rewritten. */
export interface GoldenFixture {
  rulesVersion: number;
  shipped: boolean;
  runs: GoldenRun[];
}

/** Seeds and lengths of a new version's records: short, medium and long runs. */
const GOLDEN_SEEDS: readonly string[] = Array.from({ length: 12 }, (_, i) => `golden-${i + 1}`);
const GOLDEN_CAPS: readonly number[] = [400, 1200, 2500];

const GOLDEN_DIR = fileURLToPath(new URL('../../tests/fixtures/golden/', import.meta.url));

/** Where the records of a rules version live. */
export function goldenPath(version: number): string {
  return `${GOLDEN_DIR}v${version}.json`;
}

/** The rules versions that have stored records, oldest first. */
export function goldenVersions(): number[] {
  return readdirSync(GOLDEN_DIR)
    .map((file) => /^v(\d+)\.json$/.exec(file))
    .filter((match) => match !== null)
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
}

/** The stored records of a version. */
export function readGoldenFixture(version: number): GoldenFixture {
  return JSON.parse(readFileSync(goldenPath(version), 'utf8')) as GoldenFixture;
}

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
