// Golden runs: the stored run records of every rules version (tests/fixtures/golden/v*.json), each with
// digests of the state and the score submission it replays to. The simulator's `npm run golden:update`
// (golden.ts beside this file) writes the current version's; the golden test reads them.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
