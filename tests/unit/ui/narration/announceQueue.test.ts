import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnnounceQueue, MERGE_MS } from '../../../../src/ui/narration/announceQueue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('announcement queue', () => {
  it('merges the lines of a burst within 250 ms into one announcement', () => {
    const speak = vi.fn();
    const queue = createAnnounceQueue(speak);
    queue.push('polite', ['You hit the Goblin for 7 damage!']);
    vi.advanceTimersByTime(100);
    queue.push('polite', ['The Goblin misses you!']);
    expect(speak).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MERGE_MS - 100);
    expect(speak.mock.calls).toEqual([['polite', 'You hit the Goblin for 7 damage! The Goblin misses you!']]);
  });

  it('a line after the burst was spoken starts a new announcement', () => {
    const speak = vi.fn();
    const queue = createAnnounceQueue(speak);
    queue.push('polite', ['One.']);
    vi.advanceTimersByTime(MERGE_MS);
    queue.push('polite', ['Two.']);
    vi.advanceTimersByTime(MERGE_MS);
    expect(speak.mock.calls).toEqual([
      ['polite', 'One.'],
      ['polite', 'Two.'],
    ]);
  });

  it('speaks danger apart from, and before, the polite lines of the same burst', () => {
    const speak = vi.fn();
    const queue = createAnnounceQueue(speak);
    queue.push('polite', ['Treasure in sight, 2 east.']);
    queue.push('assertive', ['The Goblin hits you for 9 damage!', 'Danger: health 4 of 30.']);
    vi.advanceTimersByTime(MERGE_MS);
    expect(speak.mock.calls).toEqual([
      ['assertive', 'The Goblin hits you for 9 damage! Danger: health 4 of 30.'],
      ['polite', 'Treasure in sight, 2 east.'],
    ]);
  });

  it('says nothing for an empty push, and nothing after cancel', () => {
    const speak = vi.fn();
    const queue = createAnnounceQueue(speak);
    queue.push('polite', []);
    queue.push('polite', ['Lost.']);
    queue.cancel();
    vi.advanceTimersByTime(MERGE_MS * 4);
    expect(speak).not.toHaveBeenCalled();
  });
});
