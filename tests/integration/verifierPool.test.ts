// The replay worker pool under failure: a worker that exits or throws mid-job fails that job with a
// 503 (never a submission left hanging) and is replaced; a job past its time limit fails the same way;
// a full queue refuses new jobs at once with Retry-After. A stand-in worker dies or hangs on request.
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http/errors';
import { POOL_MESSAGES, UNSENDABLE_MESSAGE, workerVerifier, type Verifier } from '../../server/scores/verifier';
import type { VerifyInput } from '../../server/scores/verify';
import { verifiedSubmission } from '../support/engine/runs';
import { startApp } from '../support/server/process';

const STAND_IN = new URL('../support/server/standInWorker.mjs', import.meta.url);
const job = (behave: string, extra: Record<string, unknown> = {}) => ({ behave, ...extra }) as unknown as VerifyInput;

/** The HttpError a rejected verify carries (status, text, headers). */
async function refusal(pending: Promise<unknown>): Promise<HttpError> {
  const error = await pending.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

let pool: Verifier | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the verifier pool', () => {
  it.each(['exit', 'throw'])(
    'a worker that dies (%s) mid-job fails it with a 503, and the next job is answered',
    async (behave) => {
      pool = workerVerifier(1, { workerUrl: STAND_IN });
      const started = performance.now();
      const error = await refusal(pool.verify(job(behave)));
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(error.status).toBe(503);
      expect(error.message).toBe(POOL_MESSAGES.crashed);
      expect(error.headers).toEqual({ 'Retry-After': '5' });
      // The replacement worker answers the next submissions.
      expect(await Promise.all([pool.verify(job('answer', { n: 1 })), pool.verify(job('answer', { n: 2 }))])).toEqual([
        { ok: true, echo: 1 },
        { ok: true, echo: 2 },
      ]);
    },
  );

  it('an input it cannot hand to a worker fails alone, while another job runs, and the worker stays free', async () => {
    pool = workerVerifier(1, { workerUrl: STAND_IN });
    const running = pool.verify(job('answer', { n: 1, ms: 300 }));
    // Nested 5,000 deep: structured clone overflows the stack, as a hostile body once made it do.
    let nested: Record<string, unknown> = {};
    for (let i = 0; i < 5_000; i++) nested = { a: nested };
    const unsendable = [pool.verify(job('answer', { nested })), pool.verify(job('answer', { nested }))];
    for (const pending of unsendable) {
      const error = await refusal(pending);
      expect([error.status, error.message]).toEqual([422, UNSENDABLE_MESSAGE]);
    }
    expect(await running).toEqual({ ok: true, echo: 1 });
    const started = performance.now();
    expect(await pool.verify(job('answer', { n: 2 }))).toEqual({ ok: true, echo: 2 });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('a job past its time limit fails with a 503 and its worker is replaced', async () => {
    pool = workerVerifier(1, { workerUrl: STAND_IN, jobTimeoutMs: 300 });
    const started = performance.now();
    const error = await refusal(pool.verify(job('hang')));
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(3_000);
    expect(error.status).toBe(503);
    expect(error.message).toBe(POOL_MESSAGES.timedOut);
    expect(await pool.verify(job('answer', { n: 3 }))).toEqual({ ok: true, echo: 3 });
  });

  it('a full queue refuses a new job at once with 503 and Retry-After; queued jobs still finish', async () => {
    pool = workerVerifier(1, { workerUrl: STAND_IN, maxQueue: 2 });
    const running = pool.verify(job('answer', { n: 1, ms: 400 }));
    const queued = [pool.verify(job('answer', { n: 2 })), pool.verify(job('answer', { n: 3 }))];
    const started = performance.now();
    const error = await refusal(pool.verify(job('answer', { n: 4 })));
    expect(performance.now() - started).toBeLessThan(100);
    expect(error.status).toBe(503);
    expect(error.message).toBe(POOL_MESSAGES.busy);
    expect(error.headers).toEqual({ 'Retry-After': '5' });
    expect(await Promise.all([running, ...queued])).toEqual([1, 2, 3].map((n) => ({ ok: true, echo: n })));
  });

  it('over HTTP: a submission whose worker dies gets 503 text with Retry-After, not a hang', async () => {
    pool = workerVerifier(1, { workerUrl: STAND_IN });
    // The stand-in exits on a "behave: exit" job: every submission's job asks for it.
    const dying: Verifier = {
      verify: (input) => pool!.verify({ ...input, behave: 'exit' } as VerifyInput),
      close: async () => {},
    };
    const server = await startApp({ verifier: dying });
    try {
      const res = await fetch(`${server.url}/api/game-stats`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(verifiedSubmission('Morwen', 'morwen-seed', 40)),
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.text()).toBe(POOL_MESSAGES.crashed);
    } finally {
      await server.stop();
    }
  });
});
