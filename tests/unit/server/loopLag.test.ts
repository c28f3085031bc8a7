// The busy gate of witnessed batches: after the event loop was held up, a batch is refused with 503
// and Retry-After until the lateness has decayed; a gate set to 0 never refuses. (Over HTTP, with the
// shed body read and dropped: tests/integration/busyGate.test.ts.)
import { describe, expect, it } from 'vitest';
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

const hold = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('whileNotLate', () => {
  it('refuses batches while the loop runs late, and lets them in once it keeps time again', async () => {
    const lag = new LoopLag(10);
    try {
      const gate = whileNotLate(lag, 30, 1024);
      await tick(50);
      expect(pass(gate).passed).toBe(true);
      hold(120);
      await tick(15);
      expect(lag.ms).toBeGreaterThan(30);
      expect(pass(gate)).toEqual({
        passed: false,
        status: 503,
        headers: { 'Retry-After': '2' },
      });
      expect(pass(whileNotLate(lag, 0, 1024)).passed).toBe(true);
      await tick(200);
      expect(pass(gate).passed).toBe(true);
    } finally {
      lag.close();
    }
  });
});
