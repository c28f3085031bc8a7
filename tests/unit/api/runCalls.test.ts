// The run calls read what the server sends with the shared schemas: a stored run for the replay page
// (tolerant of a missing name, strict about the log), a refusal as '{status}: {text}' whether it came as
// text or as JSON with a code, and a batch's 409 with the server's count.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { fetchStoredRun, sendRunBatch, STORED_RUN_UNREADABLE } from '../../../src/api/runCalls';
import { WITNESSED_HEADER } from '../../../src/shared/api';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const mock = vi.fn(async () => new Response(text, { status, headers }));
  vi.stubGlobal('fetch', mock);
  return mock;
}

const served = { id: '7', playerName: 'Aria', rulesVersion: 3, seed: 'abc', name: 'Aria', actions: 'ab' };

describe('a stored run', () => {
  it('is read from its compact form, with the figures the server stored', async () => {
    const mock = answer(200, { ...served, figures: { finalScore: 120, level: 2, won: false } });
    const run = await fetchStoredRun('7');
    expect((mock.mock.calls[0] as unknown as [string])[0]).toBe('/api/scores/7/run?compact=1');
    expect(run).toMatchObject({ playerName: 'Aria', rulesVersion: 3, seed: 'abc', actions: 'ab' });
    expect(run.figures).toEqual({ finalScore: 120, level: 2 });
  });

  it('reads a missing hero name as empty and missing figures as none', async () => {
    answer(200, { ...served, name: undefined, playerName: undefined });
    expect(await fetchStoredRun('7')).toMatchObject({ playerName: 'Unknown', name: '', figures: {} });
  });

  it('says it cannot be read when the answer is not a run', async () => {
    answer(200, { seed: 'abc' });
    await expect(fetchStoredRun('7')).rejects.toThrow(STORED_RUN_UNREADABLE);
    answer(200, 'not json');
    await expect(fetchStoredRun('7')).rejects.toThrow(STORED_RUN_UNREADABLE);
  });

  it("shows the server's refusal, sent as JSON, with its code kept", async () => {
    answer(404, { error: 'No run stored for entry 987654', code: 'run_not_found' });
    const refusal = await fetchStoredRun('987654').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).message).toBe('404: No run stored for entry 987654');
    expect((refusal as ApiError).code).toBe('run_not_found');
  });
});

describe('a batch', () => {
  it("gives the server's new count", async () => {
    answer(200, { witnessed: 12 });
    expect(await sendRunBatch('run-1', { from: 10, actions: 'ab', runSecret: 'S'.repeat(43) })).toBe(12);
  });

  it("refused with a 409 carries the server's count in its headers", async () => {
    answer(409, 'Batch does not continue the witnessed log', { [WITNESSED_HEADER]: '8' });
    const refusal = (await sendRunBatch('run-1', { from: 10, actions: 'ab', runSecret: 'S'.repeat(43) }).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(refusal.status).toBe(409);
    expect(refusal.headers.get(WITNESSED_HEADER)).toBe('8');
  });
});
