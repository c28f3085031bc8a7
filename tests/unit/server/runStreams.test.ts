// A live stream's spectator holds nothing (server/runs/streams.ts): over connections whose socket never
// takes a byte (what a loopback test cannot make: the kernel takes megabytes first), the log so far
// waits in the store's one copy, at most one part of it sits unsent, and the spectator is cut off once
// it has stalled for the stall time or holds more than MAX_BUFFERED_BYTES.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { Response } from 'express';
import { MAX_BUFFERED_BYTES, RunStreams, STREAM_CHUNK_CHARS } from '../../../server/runs/streams';
import type { LiveRunRecord } from '../../../server/store/types';

/** A response whose socket takes what it is given at once (`reads`) or never. */
function response(reads: boolean): Writable & { text: string } {
  const res = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      res.text += chunk.toString();
      if (reads) done();
    },
  }) as Writable & { text: string };
  res.text = '';
  Object.assign(res, {
    req: { ip: '192.0.2.1', socket: { setNoDelay: () => undefined } },
    status: () => res,
    set: () => res,
    flushHeaders: () => undefined,
  });
  return res;
}

function record(count: number): LiveRunRecord {
  return {
    id: 'run-1',
    name: 'Walker',
    rulesVersion: 3,
    seed: 'seed',
    secretHash: 'hash',
    day: null,
    hiddenUntil: null,
    startedAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-20T11:00:00Z'),
    count,
    actions: 'r'.repeat(count),
    tailChars: 0,
    floor: 3,
    score: 120,
    outcome: 'playing',
    killer: null,
    heat: 0,
    entryId: null,
    expired: false,
    sealed: false,
    ended: false,
  };
}

let streams: RunStreams;
function open(stallMs: number): RunStreams {
  streams = new RunStreams({
    heartbeatMs: 10,
    pollMs: null,
    maxStreams: 100,
    maxPerClient: 100,
    stallMs,
    ipv6Prefix: 56,
    load: async () => null,
    heads: async () => new Map(),
    onError: (error) => {
      throw error;
    },
  });
  return streams;
}
afterEach(() => streams.close());

/** The `actions` events written to `res`, parsed. */
function actionsEvents(res: { text: string }): { id: number; from: number; actions: string }[] {
  return res.text
    .split('\n\n')
    .filter((block) => block.includes('event: actions'))
    .map((block) => {
      const id = Number(/^id: (\d+)$/m.exec(block)![1]);
      const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]) as { from: number; actions: string };
      return { id, ...data };
    });
}

describe('a stream of a long log', () => {
  it('goes out in parts to a reader, adding up to the whole log', () => {
    const res = response(true);
    open(1000).attach(res as unknown as Response, record(200_000), null);
    const events = actionsEvents(res);
    expect(events.length).toBe(Math.ceil(200_000 / STREAM_CHUNK_CHARS));
    expect(events.map((e) => e.actions).join('')).toBe('r'.repeat(200_000));
    expect(events.at(-1)!.id).toBe(200_000);
  });

  it('holds at most one part unsent for a socket that never reads, then cuts it off after the stall time', async () => {
    const res = response(false);
    const s = open(50);
    s.attach(res as unknown as Response, record(200_000), null);
    expect(res.writableLength).toBeLessThanOrEqual(STREAM_CHUNK_CHARS + 1024);
    expect(s.open).toBe(1);
    await new Promise((resolve) => res.once('close', resolve));
    expect([res.destroyed, s.open]).toEqual([true, 0]);
  });

  it('cuts off a stalled spectator once batches pile up past MAX_BUFFERED_BYTES', () => {
    const res = response(false);
    const s = open(60_000);
    s.attach(res as unknown as Response, record(10), null);
    const figures = { floor: 3, score: 120, outcome: 'playing' as const, updatedAt: '2026-11-20T11:00:00.000Z' };
    for (let from = 10; !res.destroyed && from < 1_000_000; from += 1000)
      s.publish('run-1', from, from + 1000, 'r'.repeat(1000), figures);
    expect(res.destroyed).toBe(true);
    expect(res.writableLength).toBeLessThanOrEqual(MAX_BUFFERED_BYTES + 2000);
  });
});
