// 200 runs with logs at their size limit, none kept in memory (the server has just started), and a
// wrong-secret batch of 1,000 actions to each, all at once: each must cost one read of the run's
// secret hash (403), never a load or a replay of its 100,000 actions.
import { encodeActions } from '../../src/engine/save/actionCodec';
import { MAX_RUN_ACTIONS } from '../../src/shared/api';
import { benchSecret } from '../bench-live-support';
import { storeFullRuns, unequips, type StoredRun } from './storedRuns';
import type { Attack } from './types';

const RUNS = 200;

export const wrongSecret: Attack = {
  name: 'wrong-secret',
  what: `${RUNS} runs at the size limit (100,000 actions, 800,000 characters), a wrong-secret batch of 1,000 actions to each`,
  prepare: (dataDir) => storeFullRuns(dataDir, RUNS),
  async run(ctx) {
    const runs = ctx.prepared as StoredRun[];
    const actions = encodeActions(unequips(1000));
    const thief = benchSecret('thief');
    const answers = await Promise.all(
      runs.map((run, i) =>
        ctx.request(
          'POST',
          `/api/runs/${run.id}/actions`,
          { from: MAX_RUN_ACTIONS, actions, runSecret: thief },
          ctx.addresses[i % ctx.addresses.length],
        ),
      ),
    );
    const refused = answers.filter((a) => a.status === 403).length;
    const slowest = Math.max(...answers.map((a) => a.ms));
    return `${refused}/${runs.length} refused 403, slowest answer ${slowest.toFixed(0)} ms`;
  },
};
