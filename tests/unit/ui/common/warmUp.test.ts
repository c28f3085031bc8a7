// @vitest-environment jsdom
// The game's code loads at the player's first gesture, or on its own once the page has been quiet
// for WARM_UP_QUIET_MS (and the main thread is idle), and only once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmUpSoon, WARM_UP_QUIET_MS } from '../../../../src/ui/common/warmUp';

describe('warming up the game code', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: an idle moment comes right after the timer here.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs at the first key press, and not again later', () => {
    const task = vi.fn();
    warmUpSoon(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(WARM_UP_QUIET_MS * 2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs on its own once the page has been quiet, not before', () => {
    const task = vi.fn();
    warmUpSoon(task);
    vi.advanceTimersByTime(WARM_UP_QUIET_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // Then the first idle moment.
    vi.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('touchstart'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled (the start screen left first)', () => {
    const task = vi.fn();
    const cancel = warmUpSoon(task);
    cancel();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(WARM_UP_QUIET_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });
});
