import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeSaveCode,
  newGame,
  replay,
  runRecord,
  RULES_VERSION,
  sameRun,
  scoreSubmission,
  SUPPORTED_RULES_VERSIONS,
  tryApply,
} from '../../../../src/engine';
import { decodeActions } from '../../../../src/engine/save';
import { digest } from '../../../../scripts/sim/digest';
import { goldenVersions, readGoldenFixture } from '../../../../scripts/sim/goldenFixture';
import { seededRandom } from '../../../support/random';
import { randomAction } from '../../../support/engine/helpers';

const HOW_TO =
  'a rule or content table changed what a stored run replays to: keep the old behaviour for the old version ' +
  '(src/engine/versions/profiles.ts), add a profile and bump RULES_VERSION, then run `npm run golden:update`';

const cases = goldenVersions().flatMap((version) =>
  readGoldenFixture(version).runs.map(
    (run) => [`v${version} ${run.seed} (${run.steps} actions)`, version, run] as const,
  ),
);

describe('golden runs (tests/fixtures/golden/v*.json): every rules version keeps replaying exactly', () => {
  it('every version the engine replays has stored runs, the current one included', () => {
    expect(goldenVersions()).toEqual([...SUPPORTED_RULES_VERSIONS]);
    expect(goldenVersions()).toContain(RULES_VERSION);
  });

  it('versions before the current one have shipped, and their runs cross several levels', () => {
    for (const version of goldenVersions().filter((v) => v < RULES_VERSION)) {
      const fixture = readGoldenFixture(version);
      expect(fixture.shipped).toBe(true);
      expect(Math.max(...fixture.runs.map((r) => r.depth))).toBeGreaterThan(3);
    }
  });

  it.each(cases)('%s replays to the same state and the same score submission', (_, version, run) => {
    const actions = decodeActions(run.actions, 1_000_000);
    expect(actions).not.toBeNull();
    const state = replay({ rulesVersion: version, seed: run.seed, name: run.name, actions: actions! });
    expect(digest(state), HOW_TO).toBe(run.finalState);
    expect(digest(scoreSubmission(state)), HOW_TO).toBe(run.submission);
    expect(state.dungeon.level).toBe(run.depth);
  });

  // Each made with the code of its day, before the next version changed any rule.
  it.each([1, 2])(
    'a version-%i save code made before the next version still loads, verified, as the same run',
    (version) => {
      const file = new URL(`../../../fixtures/golden/v${version}-save-code.json`, import.meta.url);
      const saved = JSON.parse(readFileSync(file, 'utf8'));
      const decoded = decodeSaveCode(saved.code);
      expect(decoded.ok).toBe(true);
      if (!decoded.ok) return;
      expect(decoded.state.verified).toBe(true);
      // Version 1 states predate the field; later ones carry it.
      expect(decoded.state.rulesVersion).toBe(version === 1 ? undefined : version);
      expect(runRecord(decoded.state).rulesVersion).toBe(version);
      expect(digest(scoreSubmission(decoded.state))).toBe(saved.submission);
      expect(digest(replay(runRecord(decoded.state)))).toBe(saved.finalState);
    },
  );

  it('a fresh run of 400 actions under the current rules replays from its record to the same state', () => {
    const random = seededRandom(1);
    let played = newGame('Golden', 'golden-1');
    for (let i = 0; i < 400; i++) played = tryApply(played, randomAction(played, random)).state;
    const replayed = replay(runRecord(played));
    expect(replayed.rulesVersion).toBe(RULES_VERSION);
    expect(sameRun(replayed, played)).toBe(true);
    expect(digest(replayed)).toBe(digest(played));
  });
});
