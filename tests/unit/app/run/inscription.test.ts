// Inscribing the run, as the statechart runs it: the witness settles first (the run's last moves reach
// the server before the score), then the score goes; the server's refusals come back with their text and
// suggested names; a form sees only its own inscription. Against a fake server at the network's edge.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { NAME_SUGGESTIONS_HEADER } from '../../../../src/shared/api';
import { buildSubmission } from '../../../../src/ui/hall/submission';
import type { WitnessRecord } from '../../../../src/storage/witnessRecord';
import { fakeLocalStorage, fakeRunServer, resumedRun, REGISTERED_RUN } from '../../../support/fakeRunServer';

const record = REGISTERED_RUN;

/** A run in play (witnessed with `witness`), a few moves in. */
function playing(witness: WitnessRecord | null) {
  const actor = resumedRun(witness);
  for (let i = 0; i < 3; i++) actor.send({ type: 'ACT', action: { type: 'rest' } });
  return actor;
}

function inscribe(actor: ReturnType<typeof playing>, form = Symbol('form'), premium = false) {
  const state = actor.getSnapshot().context.game!;
  actor.send({ type: 'INSCRIBE', form, premium, submission: buildSubmission(state, null) });
  return waitFor(actor.getSnapshot().children.inscription!, (s) => s.status === 'done');
}

beforeEach(() => fakeLocalStorage());
afterEach(() => vi.unstubAllGlobals());

describe('an inscription', () => {
  it("sends the run's last moves first, then the score, and ends with the stored entry", async () => {
    const server = fakeRunServer();
    const actor = playing(record);
    const done = await inscribe(actor);
    expect(server.seen.map((r) => r.path)).toEqual(['/api/runs/run-1/actions', '/api/game-stats']);
    expect(server.witnessed()).toBe(actor.getSnapshot().context.game?.actions.length);
    expect(done.value).toBe('done');
    expect(done.context.entry).toMatchObject({ id: 'entry-1', playerName: 'Aria', rank: 1 });
    expect(done.context.failure).toBe(null);
    actor.stop();
  });

  it('of an unwitnessed run sends the score at once', async () => {
    const server = fakeRunServer();
    const actor = playing(null);
    expect((await inscribe(actor)).value).toBe('done');
    expect(server.seen.map((r) => r.path)).toEqual(['/api/game-stats']);
    actor.stop();
  });

  it("ends refused with the server's text and the names it suggested", async () => {
    const taken = 'That name is already in the Hall of Legends this season';
    fakeRunServer({
      inscribe: () => ({ status: 400, body: taken, headers: { [NAME_SUGGESTIONS_HEADER]: 'AriaX,DragonPro' } }),
    });
    const actor = playing(null);
    const done = await inscribe(actor);
    expect(done.value).toBe('failed');
    expect(done.context.entry).toBe(null);
    expect(done.context.failure).toEqual({ message: `400: ${taken}`, suggestions: ['AriaX', 'DragonPro'] });
    actor.stop();
  });

  it('reads a refusal sent as JSON with its code', async () => {
    fakeRunServer({
      inscribe: () => ({
        status: 422,
        body: { error: 'Run record refused: illegal action at index 2', code: 'illegal_action' },
      }),
    });
    const actor = playing(null);
    const done = await inscribe(actor);
    expect(done.context.failure).toEqual({
      message: '422: Run record refused: illegal action at index 2',
      suggestions: [],
    });
    actor.stop();
  });

  it('ends refused when the server cannot be reached', async () => {
    fakeRunServer({ inscribe: () => new TypeError('Failed to fetch') });
    const actor = playing(null);
    expect((await inscribe(actor)).context.failure).toEqual({ message: 'Failed to fetch', suggestions: [] });
    actor.stop();
  });

  it('belongs to the form that asked: a new one replaces it', async () => {
    fakeRunServer();
    const actor = playing(null);
    const first = Symbol('first form');
    const second = Symbol('second form');
    await inscribe(actor, first);
    const done = await inscribe(actor, second, true);
    expect(done.context.form).toBe(second);
    expect(done.context.premium).toBe(true);
    expect(actor.getSnapshot().children.inscription?.getSnapshot().context.form).toBe(second);
    actor.stop();
  });
});
