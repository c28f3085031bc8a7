// The busy gate of POST /api/runs/:id/actions over real HTTP (docs/OPERATIONS.md, "Rate limits" and
// "Hostile load"), with the app's loop lateness held by the test: a request shed while the loop runs
// late costs its client nothing of its rate limits.
import { afterEach, describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/engine';
import { encodeActions } from '../../src/engine/save/actionCodec';
import { BUSY_MESSAGE } from '../../server/http/loopLag';
import { playRun, testRunSecret } from '../support/engine/runs';
import { postJson } from '../support/server/http';
import { startLiveApp, type LiveApp } from '../support/server/liveApp';
import { registerSealed, sendSealed, stepSealed } from '../support/server/sealed';
import { registerRun } from '../support/server/witness';

const MOVES_MESSAGE = 'Too many moves sent. Please wait a minute and try again.';
/** The busy gate's bound (RUNS_BUSY_LAG_MS) and a lateness past it. */
const BUSY_LAG_MS = 30;
const LATE_MS = 120;

let app: LiveApp | null = null;
afterEach(async () => {
  await app?.stop();
  app = null;
});

/** The app with its loop lateness held by the test (`loop.ms`), the gate on, and `config`'s limits. */
async function startHeld(config: Record<string, unknown>): Promise<{ app: LiveApp; loop: { ms: number } }> {
  const loop = { ms: 0 };
  app = await startLiveApp({
    loopLag: loop,
    config: { RATE_LIMIT_ENABLED: true, RUNS_BUSY_LAG_MS: BUSY_LAG_MS, ...config },
  });
  return { app, loop };
}

describe('a request shed by the busy gate', () => {
  it('costs its client nothing of RATE_LIMIT_BATCH_MAX: after a shed spell, the whole minute is still there', async () => {
    const { app, loop } = await startHeld({ RATE_LIMIT_BATCH_MAX: 3 });
    const runSecret = testRunSecret('gate-open');
    const run = await registerRun(app.url, { name: 'Gate Keeper', rulesVersion: RULES_VERSION, runSecret });
    const actions = playRun('Gate Keeper', run.seed, 40).actions;
    const batch = (at: number) =>
      postJson(`${app.url}/api/runs/${run.id}/actions`, {
        from: at,
        actions: encodeActions(actions.slice(at, at + 5)),
        runSecret,
      });

    loop.ms = LATE_MS;
    const shed = [];
    for (let i = 0; i < 5; i++) shed.push(await batch(0));
    for (const answer of shed) {
      expect([answer.status, answer.text]).toEqual([503, BUSY_MESSAGE]);
      expect(answer.headers.get('retry-after')).toBe('2');
    }

    loop.ms = 0;
    const taken = [];
    for (let at = 0; at < 15; at += 5) taken.push(await batch(at));
    expect(taken.map((a) => [a.status, a.text])).toEqual([
      [200, JSON.stringify({ witnessed: 5 })],
      [200, JSON.stringify({ witnessed: 10 })],
      [200, JSON.stringify({ witnessed: 15 })],
    ]);
    // Past the limit a client is refused, and a shed spell in between gives it nothing more.
    loop.ms = LATE_MS;
    expect((await batch(15)).status).toBe(503);
    loop.ms = 0;
    const over = await batch(15);
    expect([over.status, over.text]).toEqual([429, MOVES_MESSAGE]);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it("costs a sealed run's owner nothing either: its moves then count against RATE_LIMIT_SEALED_MAX alone", async () => {
    const { app, loop } = await startHeld({ RATE_LIMIT_BATCH_MAX: 3, RATE_LIMIT_SEALED_MAX: 4 });
    const client = await registerSealed(app.url, {
      name: 'Sealed Gate',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('gate-sealed'),
    });

    loop.ms = LATE_MS;
    for (let i = 0; i < 5; i++) {
      const answer = await sendSealed(client, [{ type: 'rest' }]);
      expect([answer.status, answer.text]).toEqual([503, BUSY_MESSAGE]);
    }

    loop.ms = 0;
    // Four moves, one a request: past RATE_LIMIT_BATCH_MAX (each given back once the owner is known).
    for (let i = 0; i < 4; i++) await stepSealed(client, { type: 'rest' });
    const over = await sendSealed(client, [{ type: 'rest' }]);
    expect([over.status, over.text]).toEqual([429, MOVES_MESSAGE]);
  });
});
