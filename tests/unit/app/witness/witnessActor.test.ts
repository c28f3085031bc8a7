// The statechart's witness of its run: every move reaches the server in batches and the record beside the
// save follows the server's count; hiding the page sends what waits at once; a refused batch ends the
// witness while play goes on; quitting takes the run off the live list; loading an earlier save of the
// run says so. Against a fake server at the network's edge and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_INTERVAL_MS } from '../../../../src/app/witness/witness';
import { loadWitnessRecord } from '../../../../src/storage/witnessRecord';
import {
  fakeLocalStorage,
  fakeRunServer,
  resumedRun,
  REGISTERED_RUN,
  RUN_SECRET,
} from '../../../support/fakeRunServer';

const SECRET = RUN_SECRET;
const record = REGISTERED_RUN;

/** A witnessed run resumed after a reload, as the session starts it. */
function resumed() {
  const actor = resumedRun(record);
  const rest = (times: number) => {
    for (let i = 0; i < times; i++) actor.send({ type: 'ACT', action: { type: 'rest' } });
  };
  const logLength = () => actor.getSnapshot().context.game?.actions.length ?? 0;
  return { actor, rest, logLength };
}

beforeEach(() => {
  vi.useFakeTimers();
  fakeLocalStorage();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the witness of a run', () => {
  it('sends the moves in a batch a second after the first, and keeps the count beside the save', async () => {
    const server = fakeRunServer();
    const { actor, rest, logLength } = resumed();
    rest(3);
    await vi.advanceTimersByTimeAsync(BATCH_INTERVAL_MS - 1);
    expect(server.batches()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.batches()).toEqual([[0, logLength()]]);
    expect(loadWitnessRecord()).toMatchObject({ id: 'run-1', witnessed: logLength(), ended: false });
    actor.stop();
  });

  it('sends what waits at once, with keepalive, when the page hides', async () => {
    const server = fakeRunServer();
    const { actor, rest, logLength } = resumed();
    rest(2);
    actor.send({ type: 'PAGE_HIDDEN' });
    expect(server.seen.map((r) => [r.path, r.keepalive])).toEqual([['/api/runs/run-1/actions', true]]);
    expect(server.batches()).toEqual([[0, logLength()]]);
    actor.stop();
  });

  it('ends on a refused batch (a 403): no more batches, the record says so, and play goes on', async () => {
    const server = fakeRunServer({
      batch: () => ({ status: 403, body: { error: 'Wrong run secret', code: 'wrong_secret' } }),
    });
    const { actor, rest, logLength } = resumed();
    rest(2);
    await vi.advanceTimersByTimeAsync(BATCH_INTERVAL_MS);
    expect(server.batches()).toHaveLength(1);
    expect(loadWitnessRecord()).toMatchObject({ witnessed: 0, ended: true });
    rest(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.batches()).toHaveLength(1);
    expect(logLength()).toBeGreaterThanOrEqual(5);
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    actor.stop();
  });

  it('retries a batch the server could not take (a 503), and the retry carries what came since', async () => {
    let down = true;
    const server = fakeRunServer({ batch: () => (down ? { status: 503, body: 'busy' } : undefined) });
    const { actor, rest, logLength } = resumed();
    rest(1);
    await vi.advanceTimersByTimeAsync(BATCH_INTERVAL_MS);
    const first = logLength();
    rest(2);
    down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.batches()).toEqual([
      [0, first],
      [0, logLength()],
    ]);
    expect(loadWitnessRecord()).toMatchObject({ witnessed: logLength(), ended: false });
    actor.stop();
  });

  it('quitting sends what waits, then ends the run on the server', async () => {
    const server = fakeRunServer();
    const { actor, rest } = resumed();
    rest(2);
    actor.send({ type: 'QUIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.seen.map((r) => [r.path, r.keepalive])).toEqual([
      ['/api/runs/run-1/actions', true],
      ['/api/runs/run-1/end', true],
    ]);
    expect(server.seen[1].body).toEqual({ runSecret: SECRET });
    actor.stop();
  });

  it('says so when an earlier save of the run is loaded, and sends nothing more', async () => {
    const server = fakeRunServer();
    const { actor, rest } = resumed();
    rest(1);
    const earlier = actor.getSnapshot().context.game!;
    rest(3);
    await vi.advanceTimersByTimeAsync(BATCH_INTERVAL_MS);
    const told = vi.fn();
    actor.on('witnessRewound', told);
    actor.send({ type: 'LOAD', state: { ...earlier, actions: earlier.actions.map((a) => ({ ...a })) } });
    expect(told).toHaveBeenCalledTimes(1);
    expect(loadWitnessRecord()).toMatchObject({ ended: true });
    rest(25);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.batches()).toHaveLength(1);
    actor.stop();
  });

  it('sends what waits when the session ends', () => {
    const server = fakeRunServer();
    const { actor, rest } = resumed();
    rest(2);
    actor.stop();
    expect(server.seen.map((r) => [r.path, r.keepalive])).toEqual([['/api/runs/run-1/actions', true]]);
  });
});
