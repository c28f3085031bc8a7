// 200 runs with logs at their size limit, none kept in memory, and a batch with the right secret to
// each: every run is loaded and replayed (100,000 actions) and kept, so the kept states' memory
// budget (RUNS_KEPT_MB) and the replay's slices (a cheap GET waits for one slice, not a whole replay)
// are what hold. Sent one at a time per address, as each owner would.
import { encodeActions } from '../../src/engine/save/actionCodec';
import { MAX_RUN_ACTIONS } from '../../src/shared/api';
import { storeFullRuns, unequips, type StoredRun } from './storedRuns';
import type { Attack } from './types';

const RUNS = 200;

export const ownerReplays: Attack = {
  name: 'owner-replays',
  what: `${RUNS} runs at the size limit, each brought back by its owner (a batch with the right secret: a replay of 100,000 actions)`,
  prepare: (dataDir) => storeFullRuns(dataDir, RUNS),
  async run(ctx) {
    const runs = ctx.prepared as StoredRun[];
    // The log is full: a batch adding one action is refused (422) after the run is replayed; a batch
    // resent at the end of the log (from its last action) is taken and changes nothing.
    const last = encodeActions(unequips(MAX_RUN_ACTIONS).slice(-1));
    const statuses = new Map<string, number>();
    let replayed = 0;
    const byAddress = ctx.addresses.map((address, a) =>
      runs.filter((_, i) => i % ctx.addresses.length === a).map((run) => ({ run, address })),
    );
    const started = performance.now();
    await Promise.all(
      byAddress.map(async (queue) => {
        for (const { run, address } of queue) {
          if (ctx.timeLeft() <= 0) return;
          let answer = await ctx.request(
            'POST',
            `/api/runs/${run.id}/actions`,
            { from: MAX_RUN_ACTIONS - 1, actions: last, runSecret: run.secret },
            address,
          );
          // Shed while the server runs late: sent again after Retry-After, as the client does.
          while (answer.status === 503 && ctx.timeLeft() > 0) {
            await new Promise((r) => setTimeout(r, 2000));
            answer = await ctx.request(
              'POST',
              `/api/runs/${run.id}/actions`,
              { from: MAX_RUN_ACTIONS - 1, actions: last, runSecret: run.secret },
              address,
            );
          }
          statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
          if (answer.status === 200) replayed++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const shown = [...statuses].map(([status, n]) => `${n}x${status}`).join(', ');
    return `${replayed}/${runs.length} replayed and answered 200 in ${seconds.toFixed(1)} s (${shown})`;
  },
};
