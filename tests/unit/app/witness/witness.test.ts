// The witness's batching, retries and refusals against a fake fetch (the network's edge) and fake timers: at most every
// BATCH_INTERVAL_MS (1 s) or every 20 actions, each batch saying where it starts; a failed batch retried and caught up by
// the next; a 409 or a log that went back to an earlier save ending the witness while play goes on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../../src/engine';
import { decodeActions } from '../../../../src/engine/save/actionCodec';
import { WITNESSED_HEADER } from '../../../../src/shared/api';
import { BATCH_INTERVAL_MS, createWitness, type WitnessEnd } from '../../../../src/app/witness/witness';

const SECRET = 'A'.repeat(43);
const step = (i: number): Action => ({ type: 'move', direction: i % 2 === 0 ? 'left' : 'right' });
const logOf = (n: number, from: Action[] = []): Action[] => [...from, ...Array.from({ length: n }, (_, i) => step(i))];

interface Sent {
  url: string;
  from: number;
  count: number;
  keepalive: boolean;
}

/** A fake server: answers each batch with `reply` (default: 200 with the new count). */
function fakeServer(reply?: (batch: Sent) => Response | Error | undefined) {
  const sent: Sent[] = [];
  let count = 0;
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { from: number; actions: string; runSecret: string };
    expect(body.runSecret).toBe(SECRET);
    const batch = {
      url: String(url),
      from: body.from,
      count: decodeActions(body.actions, 1000)!.length,
      keepalive: !!init?.keepalive,
    };
    sent.push(batch);
    const answer = reply?.(batch);
    if (answer instanceof Error) throw answer;
    if (answer) return answer;
    count = Math.max(count, batch.from + batch.count);
    return new Response(JSON.stringify({ witnessed: count }), { status: 200 });
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch };
}

function witnessOf(server: ReturnType<typeof fakeServer>, witnessed = 0) {
  const ends: WitnessEnd[] = [];
  const counts: number[] = [];
  vi.stubGlobal('fetch', server.fetch);
  const witness = createWitness({
    id: 'run-1',
    runSecret: SECRET,
    witnessed,
    onWitnessed: (n) => counts.push(n),
    onEnded: (why) => ends.push(why),
  });
  return { witness, ends, counts };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('batching', () => {
  it('sends a few actions BATCH_INTERVAL_MS after the first, from where the server stands', async () => {
    const server = fakeServer();
    const { witness, counts } = witnessOf(server);
    witness.observe(logOf(3));
    await vi.advanceTimersByTimeAsync(BATCH_INTERVAL_MS - 1);
    expect(server.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toEqual([{ url: '/api/runs/run-1/actions', from: 0, count: 3, keepalive: false }]);
    expect(counts).toEqual([3]);
  });

  it('sends at once when 20 actions are waiting, then the rest from 20', async () => {
    const server = fakeServer();
    const { witness } = witnessOf(server);
    const log = logOf(20);
    witness.observe(log);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent.map((b) => [b.from, b.count])).toEqual([[0, 20]]);
    witness.observe(logOf(5, log));
    await vi.advanceTimersByTimeAsync(BATCH_INTERVAL_MS);
    expect(server.sent.map((b) => [b.from, b.count])).toEqual([
      [0, 20],
      [20, 5],
    ]);
    expect(witness.witnessed).toBe(25);
  });

  it('flushes with keepalive when the page hides', async () => {
    const server = fakeServer();
    const { witness } = witnessOf(server);
    witness.observe(logOf(4));
    witness.flush(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent).toEqual([{ url: '/api/runs/run-1/actions', from: 0, count: 4, keepalive: true }]);
  });

  it('a run resumed after a reload goes on from the stored count', async () => {
    const server = fakeServer();
    const { witness } = witnessOf(server, 30);
    witness.observe(logOf(33));
    await vi.advanceTimersByTimeAsync(BATCH_INTERVAL_MS);
    expect(server.sent.map((b) => [b.from, b.count])).toEqual([[30, 3]]);
  });
});

describe('retry', () => {
  it('retries a batch that could not be sent, and the retry catches up with what came since', async () => {
    let offline = true;
    const server = fakeServer(() => (offline ? new TypeError('Failed to fetch') : undefined));
    const { witness, ends } = witnessOf(server);
    const log = logOf(3);
    witness.observe(log);
    await vi.advanceTimersByTimeAsync(BATCH_INTERVAL_MS);
    expect(server.sent.map((b) => b.from)).toEqual([0]);
    witness.observe(logOf(4, log));
    offline = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.sent.map((b) => [b.from, b.count])).toEqual([
      [0, 3],
      [0, 7],
    ]);
    expect(witness.witnessed).toBe(7);
    expect(ends).toEqual([]);
  });

  it('retries a 503 or a 429 with growing waits, and never gives up while the page lives', async () => {
    const server = fakeServer(() => new Response('busy', { status: 503 }));
    const { witness, ends } = witnessOf(server);
    witness.observe(logOf(2));
    await vi.advanceTimersByTimeAsync(BATCH_INTERVAL_MS + 1000 + 2000 + 4000);
    expect(server.sent).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(server.sent.length).toBeGreaterThan(10);
    expect(ends).toEqual([]);
  });
});

describe('the witness ends', () => {
  it('on a 409 that is no gap: the run went back, nothing more is sent', async () => {
    const server = fakeServer((b) =>
      b.from === 0 ? undefined : new Response('rewrite', { status: 409, headers: { [WITNESSED_HEADER]: '20' } }),
    );
    const { witness, ends } = witnessOf(server);
    const log = logOf(20);
    witness.observe(log);
    await vi.advanceTimersByTimeAsync(0);
    witness.observe(logOf(3, log));
    await vi.advanceTimersByTimeAsync(BATCH_INTERVAL_MS);
    expect(ends).toEqual(['rewound']);
    witness.observe(logOf(30, log));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sent).toHaveLength(2);
  });

  it('a 409 gap (the server has fewer) resends from its count', async () => {
    let first = true;
    const server = fakeServer(() => {
      if (!first) return undefined;
      first = false;
      return new Response('gap', { status: 409, headers: { [WITNESSED_HEADER]: '0' } });
    });
    const { witness, ends } = witnessOf(server, 5);
    witness.observe(logOf(8));
    await vi.advanceTimersByTimeAsync(BATCH_INTERVAL_MS * 2);
    expect(server.sent.map((b) => [b.from, b.count])).toEqual([
      [5, 3],
      [0, 8],
    ]);
    expect(ends).toEqual([]);
    expect(witness.witnessed).toBe(8);
  });

  it('when the log goes back to an earlier save (a save code loaded), before any request', async () => {
    const server = fakeServer();
    const { witness, ends } = witnessOf(server);
    const log = logOf(25);
    witness.observe(log);
    await vi.advanceTimersByTimeAsync(0);
    // The code was made at action 10 and decoded afresh: new objects, the same first 10 actions.
    witness.observe(logOf(10).map((a) => ({ ...a })));
    expect(ends).toEqual(['rewound']);
  });

  it('not when the same log comes back decoded afresh (equal actions, new objects)', async () => {
    const server = fakeServer();
    const { witness, ends } = witnessOf(server);
    witness.observe(logOf(25));
    await vi.advanceTimersByTimeAsync(0);
    witness.observe(logOf(26).map((a) => ({ ...a })));
    expect(ends).toEqual([]);
  });

  it('a resumed run whose save is shorter than the witnessed log went back', () => {
    const { witness, ends } = witnessOf(fakeServer(), 40);
    witness.observe(logOf(30));
    expect(ends).toEqual(['rewound']);
  });

  it("quietly on a 403 (the secret is not this run's)", async () => {
    const server = fakeServer(() => new Response('no', { status: 403 }));
    const { witness, ends } = witnessOf(server);
    witness.observe(logOf(20));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ends).toEqual(['refused']);
    expect(server.sent).toHaveLength(1);
  });
});

describe('settling before an inscription', () => {
  it('sends what waits at once and resolves when the server has every action', async () => {
    const server = fakeServer();
    const { witness } = witnessOf(server);
    witness.observe(logOf(3));
    let settled = false;
    void witness.settled(3000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent.map((b) => [b.from, b.count])).toEqual([[0, 3]]);
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toBe(true);
    expect(witness.witnessed).toBe(3);
  });

  it('gives up after its timeout while the server cannot be reached, so the inscription goes on', async () => {
    const server = fakeServer(() => new Error('offline'));
    const { witness } = witnessOf(server);
    witness.observe(logOf(3));
    let settled = false;
    void witness.settled(3000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(150);
    expect(settled).toBe(true);
    expect(witness.witnessed).toBe(0);
  });
});

describe('quitting', () => {
  it('sends what is pending, then ends the run on the server, and sends nothing after', async () => {
    const calls: { url: string; body: Record<string, unknown>; keepalive: boolean }[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        url: String(url),
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
        keepalive: !!init?.keepalive,
      });
      return new Response(null, { status: String(url).endsWith('/end') ? 204 : 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const witness = createWitness({ id: 'run 1', runSecret: SECRET, witnessed: 0 });
    witness.observe(logOf(3));
    witness.quit();
    witness.observe(logOf(30));
    await vi.advanceTimersByTimeAsync(BATCH_INTERVAL_MS * 5);
    expect(calls.map((c) => [c.url, c.keepalive])).toEqual([
      ['/api/runs/run%201/actions', true],
      ['/api/runs/run%201/end', true],
    ]);
    expect(calls[0].body).toMatchObject({ from: 0, runSecret: SECRET });
    expect(calls[1].body).toEqual({ runSecret: SECRET });
  });
});
