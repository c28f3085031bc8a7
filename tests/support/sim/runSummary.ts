// A simulated run's summary for the report's tests: a run that stopped alive on floor 1, with `over` laid on it.
import type { RunSummary } from '../../../scripts/sim/run';

export function runSummary(over: Partial<RunSummary>): RunSummary {
  return {
    seed: 's',
    depth: 1,
    characterLevel: 1,
    score: 0,
    steps: 10,
    minutes: 1,
    end: 'step cap',
    died: false,
    rests: [],
    floorScores: [],
    met: {},
    words: {},
    checkpoints: {},
    fatal: null,
    ...over,
  };
}
