// The gate of stored runs' replays: two at a time, first come first served, and each on a turn of the
// event loop of its own, so a queue of short replays (a restart's resumes) never holds the loop for
// the whole queue: a request that arrives meanwhile is served between two of them.
import { describe, expect, it } from 'vitest';
import { TaskGate } from '../../../../server/runs/taskGate';

describe('TaskGate', () => {
  it('runs at most n tasks at once, in the order they came', async () => {
    const gate = new TaskGate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        gate.run(async () => {
          most = Math.max(most, ++running);
          order.push(i);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('gives the event loop a turn between queued short tasks: what came meanwhile does not wait for the queue', async () => {
    const gate = new TaskGate(2);
    const events: string[] = [];
    const tasks = Array.from({ length: 8 }, (_, i) =>
      gate.run(async () => {
        events.push(`task ${i}`);
      }),
    );
    // Other work that arrives once the queue has begun, as a request read in the next turn does.
    setImmediate(() => events.push('other work'));
    await Promise.all(tasks);
    expect(events.indexOf('other work')).toBeGreaterThan(0);
    expect(events.indexOf('other work')).toBeLessThan(events.length - 1);
  });

  it('gives its place back when a task fails, and the error to its caller', async () => {
    const gate = new TaskGate(1);
    await expect(gate.run(() => Promise.reject(new Error('replay failed')))).rejects.toThrow('replay failed');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
