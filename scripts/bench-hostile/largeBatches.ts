// Runs registered within the limits (20 a minute per address) sending full batches (1,000 actions,
// 8,000 characters: the longest tokens an empty-handed run can send) back to back for DURATION_S,
// as fast as the per-run (60 a minute) and per-address (300 a minute) limits allow: each batch must
// cost its own size (an append, a packed segment past 4 KB), never the whole log.
import { RULES_VERSION } from '../../src/engine';
import { encodeActions } from '../../src/engine/save/actionCodec';
import type { RegisterRunResponse } from '../../src/shared/api';
import { benchSecret } from '../bench-live-support';
import { unequips } from './storedRuns';
import type { Attack } from './types';

const DURATION_S = Number(process.env.BENCH_HOSTILE_BATCH_S ?? 30);
/** Runs per address: 20 from one address (its registrations in a minute), 5 each from 40. */
const runsPer = (addresses: number) => (addresses === 1 ? 20 : 5);

export const largeBatches: Attack = {
  name: 'large-batches',
  what: `full batches (1,000 actions, 8,000 characters) back to back for ${DURATION_S} s from 20 runs (one address) or 200 (40 addresses)`,
  async run(ctx) {
    const runs: { id: string; secret: string; from: string }[] = [];
    for (const [a, address] of ctx.addresses.entries()) {
      for (let i = 0; i < runsPer(ctx.addresses.length); i++) {
        const secret = benchSecret(`batcher-${a}-${i}`);
        const answer = await ctx.request(
          'POST',
          '/api/runs',
          {
            name: `Batcher ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (a % 26))}`,
            rulesVersion: RULES_VERSION,
            runSecret: secret,
          },
          address,
        );
        if (answer.status !== 201) continue;
        runs.push({ id: (JSON.parse(answer.text) as RegisterRunResponse).id, secret, from: address });
      }
    }
    const batch = encodeActions(unequips(1000));
    const statuses = new Map<string, number>();
    let accepted = 0;
    const ends = performance.now() + DURATION_S * 1000;
    await Promise.all(
      runs.map(async (run) => {
        let from = 0;
        while (performance.now() < ends && ctx.timeLeft() > 0) {
          const answer = await ctx.request(
            'POST',
            `/api/runs/${run.id}/actions`,
            { from, actions: batch, runSecret: run.secret },
            run.from,
          );
          statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
          if (answer.status === 200) {
            from += 1000;
            accepted++;
          } else if (answer.status === 429 || answer.status === 503) {
            // Refused by a limit, or while the server runs late: wait, but no longer than the attack lasts.
            await new Promise((r) =>
              setTimeout(r, Math.min(answer.status === 503 ? 2000 : 5000, Math.max(0, ends - performance.now()))),
            );
          } else if (answer.status === 422) return;
        }
      }),
    );
    const shown = [...statuses].map(([status, n]) => `${n}x${status}`).join(', ');
    return `${runs.length} runs, ${accepted} batches taken (${(accepted / DURATION_S).toFixed(1)}/s; ${shown})`;
  },
};
