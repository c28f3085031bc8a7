// A rules version for tests of victories only: version 2's tables with the bottom as a victory. A real
// run reaches floor 100 under it (the explorer bot gets there in about a second), whatever the tuning of
// the newest version's tables, so the server's handling of a won run is tested by a real replay. Install
// it in a test file whose module graph holds the server and the engine (never in a browser build):
//
//   vi.mock(import('../../../src/engine/versions/profiles'), async (real) =>
//     (await import('./victoryRules')).withTestVictoryRules(await real()));
import type * as Profiles from '../../../src/engine/versions/profiles';

/** The test-only rules version (far above any real one). */
export const TEST_VICTORY_VERSION = 902;

/** The profiles module with TEST_VICTORY_VERSION added: version 2's rules, `bottomIsVictory` true. */
export function withTestVictoryRules(real: typeof Profiles): typeof Profiles {
  const base = real.rulesFor(2);
  if (base === null) throw new Error('victoryRules: the engine has no rules version 2');
  const victory: Profiles.RulesProfile = { ...base, version: TEST_VICTORY_VERSION, bottomIsVictory: true };
  const rulesFor = (version: number) => (version === TEST_VICTORY_VERSION ? victory : real.rulesFor(version));
  return {
    ...real,
    SUPPORTED_RULES_VERSIONS: [...real.SUPPORTED_RULES_VERSIONS, TEST_VICTORY_VERSION],
    rulesFor,
    playableRules: (version) => rulesFor(version) ?? real.playableRules(version),
    rulesOf: (state) => {
      const profile = rulesFor(real.versionOf(state));
      if (profile === null) throw new Error(`engine: unknown rules version ${String(state.rulesVersion)}`);
      return profile;
    },
  };
}
