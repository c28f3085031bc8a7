// The busy gate of witnessed batches: after the event loop was held up, a batch is refused with 503
// and Retry-After until the lateness has decayed; a gate set to 0 never refuses. (Over HTTP, with the
// shed body read and dropped: tests/integration/busyGate.test.ts.) The clock and the timer are the
// test's: on a busy machine the real loop runs late by itself, and these figures would be its load.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Request, Response } from 'express';
import { LoopLag, whileNotLate } from '../../../server/http/loopLag';

/** Runs the gate on a fake request: 'next' when it passes, else the status and headers it answered. */
function pass(gate: ReturnType<typeof whileNotLate>): {
  passed: boolean;
  status?: number;
  headers: Record<string, string>;
} {
  const headers: Record<string, string> = {};
  let status: number | undefined;
  let passed = false;
  const res = {
    set: (fields: Record<string, string>) => void Object.assign(headers, fields),
    status: (code: number) => {
      status = code;
      return res;
    },
    type: () => res,
    send: () => res,
    json: () => res,
  } as unknown as Response;
  // A request whose (empty) body has been read: the gate answers at once.
  gate({ headers: {}, readableEnded: true } as unknown as Request, res, () => (passed = true));
  return { passed, status, headers };
}

afterEach(() => void vi.useRealTimers());

describe('LoopLag', () => {
  it('reads a stall as its length, then halves it on each tick that keeps time', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = 0;
    const lag = new LoopLag(10, () => now);
    /** `ticks` timer ticks, each on time. */
    const keepTime = (ticks: number) => {
      for (let i = 0; i < ticks; i++) {
        now += 10;
        vi.advanceTimersByTime(10);
      }
    };
    try {
      keepTime(5);
      expect(lag.ms).toBe(0);
      now += 120; // the loop held up for 120 ms: the next tick comes that late
      keepTime(1);
      expect(lag.ms).toBe(120);
      keepTime(1);
      expect(lag.ms).toBe(60);
      keepTime(3);
      expect(lag.ms).toBe(7.5);
    } finally {
      lag.close();
    }
  });
});

describe('whileNotLate', () => {
  it('refuses batches while the loop runs more than its bound late, and lets them in once it keeps time again', () => {
    const loop = { ms: 0 };
    const gate = whileNotLate(loop, 30, 1024);
    expect(pass(gate).passed).toBe(true);
    loop.ms = 30;
    expect(pass(gate).passed).toBe(true);
    loop.ms = 120;
    expect(pass(gate)).toEqual({ passed: false, status: 503, headers: { 'Retry-After': '2' } });
    expect(pass(whileNotLate(loop, 0, 1024)).passed).toBe(true);
    loop.ms = 7.5;
    expect(pass(gate).passed).toBe(true);
  });
});
