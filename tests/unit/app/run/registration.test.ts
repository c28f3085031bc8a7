// A new run's registration, as the statechart runs it: the hero waits on a loading screen (the
// `registering` tag), then plays the server's seed, witnessed, with the record kept beside the save so a
// reload goes on witnessed; a refusal, a network failure or an offline browser begin the run on the local
// seed, unwitnessed. Against a fake server at the network's edge.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { gameMachine } from '../../../../src/app/gameMachine';
import { loadWitnessRecord } from '../../../../src/storage/witnessRecord';
import { RULES_VERSION } from '../../../../src/engine';
import { fakeLocalStorage, fakeRunServer, SERVER_SEED, STARTED_AT } from '../../../support/fakeRunServer';

const LOCAL_SEED = 'local-seed';

function begin() {
  const actor = createActor(gameMachine, { input: { newRun: { name: 'Aria', seed: LOCAL_SEED } } }).start();
  return { actor, played: () => waitFor(actor, (s) => s.hasTag('playing')) };
}

afterEach(() => vi.unstubAllGlobals());

describe('registering a new run', () => {
  it("waits for the server, then plays the server's seed under the secret it registered", async () => {
    const server = fakeRunServer();
    fakeLocalStorage();
    const { actor, played } = begin();
    expect(actor.getSnapshot().hasTag('registering')).toBe(true);
    expect(actor.getSnapshot().context.game).toBe(null);
    const { context } = await played();
    expect(context.game?.seed).toBe(SERVER_SEED);
    expect(context.game?.player.name).toBe('Aria');
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/runs',
      body: { name: 'Aria', rulesVersion: RULES_VERSION, runSecret: context.game?.runSecret },
    });
    expect(loadWitnessRecord()).toEqual({
      id: 'run-1',
      runSecret: context.game?.runSecret,
      seed: SERVER_SEED,
      startedAt: STARTED_AT,
      witnessed: 0,
      ended: false,
    });
    actor.stop();
  });

  it('begins on the local seed, unwitnessed, when the server refuses it', async () => {
    const server = fakeRunServer({ register: () => ({ status: 429, body: 'Too many runs begun' }) });
    fakeLocalStorage();
    const { actor, played } = begin();
    const { context } = await played();
    expect(context.game?.seed).toBe(LOCAL_SEED);
    expect(context.game?.runSecret).toMatch(/^[\w-]{43}$/);
    expect(loadWitnessRecord()).toBe(null);
    actor.send({ type: 'ACT', action: { type: 'rest' } });
    actor.send({ type: 'PAGE_HIDDEN' });
    expect(server.seen.map((r) => r.path)).toEqual(['/api/runs']);
    actor.stop();
  });

  it('begins on the local seed when the server cannot be reached', async () => {
    fakeRunServer({ register: () => new TypeError('Failed to fetch') });
    const { actor, played } = begin();
    expect((await played()).context.game?.seed).toBe(LOCAL_SEED);
    actor.stop();
  });

  it('asks nothing of the server when the browser is offline', async () => {
    const server = fakeRunServer();
    vi.stubGlobal('navigator', { onLine: false });
    const { actor, played } = begin();
    expect((await played()).context.game?.seed).toBe(LOCAL_SEED);
    expect(server.seen).toEqual([]);
    actor.stop();
  });
});
