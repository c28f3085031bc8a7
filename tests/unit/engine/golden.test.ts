import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_VERSION, replay, runRecord, sameRun } from '../../../src/engine';
import { digest } from '../../../scripts/sim/digest';
import { explorer } from '../../../scripts/sim/explorer';
import { GOLDEN_PATH, GOLDEN_STEP_CAP, goldenRun, type GoldenFixture } from '../../../scripts/sim/golden';
import { playRun } from '../../../scripts/sim/run';

const fixture = JSON.parse(readFileSync(GOLDEN_PATH, 'utf8')) as GoldenFixture;
const HOW_TO = 'rules or content changed: bump RULES_VERSION in src/engine/apply.ts, then run `npm run sim -- --update-golden`';

describe('golden runs (tests/fixtures/golden.json)', () => {
  it('were recorded under the current rules version and step cap', () => {
    expect(fixture.rulesVersion, HOW_TO).toBe(RULES_VERSION);
    expect(fixture.stepCap).toBe(GOLDEN_STEP_CAP);
    expect(fixture.runs.length).toBeGreaterThanOrEqual(30);
  });

  it('cover more than the first level', () => {
    expect(Math.max(...fixture.runs.map((r) => r.depth))).toBeGreaterThan(1);
  });

  it.each(fixture.runs.map((run) => [run.seed, run] as const))('%s replays to the same first level and final state', (seed, expected) => {
    const actual = goldenRun(seed);
    expect(actual.firstLevel, HOW_TO).toBe(expected.firstLevel);
    expect(actual.finalState, HOW_TO).toBe(expected.finalState);
    expect(actual.depth).toBe(expected.depth);
  });

  it('a bot run replays from its record to the same state', () => {
    const run = playRun(fixture.runs[0].seed, explorer, 400);
    const replayed = replay(runRecord(run.final));
    expect(sameRun(replayed, run.final)).toBe(true);
    expect(digest(replayed)).toBe(digest(run.final));
  });
});
