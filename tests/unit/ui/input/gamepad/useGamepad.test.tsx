// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useGamepad } from '../../../../../src/ui/input/gamepad/useGamepad';
import type { GameActionId } from '../../../../../src/ui/input/keyboard/gameActions';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const fakePad = (down: number[] = []) =>
  ({
    id: 'Pad',
    index: 0,
    connected: true,
    mapping: 'standard',
    axes: [0, 0, 0, 0],
    buttons: Array.from({ length: 17 }, (_, i) => ({ pressed: down.includes(i) })),
  }) as unknown as Gamepad;

function Player({ onAction, active = true }: { onAction: (a: GameActionId) => void; active?: boolean }) {
  useGamepad(onAction, active);
  return null;
}

/** Frames run by hand: each call to `step` runs the callbacks queued so far at time `now`. */
function manualFrames() {
  let queue: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    queue.push(cb);
    return queue.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
    queue = [];
  });
  return {
    pending: () => queue.length,
    step: (now: number) => {
      const run = queue;
      queue = [];
      run.forEach((cb) => cb(now));
    },
  };
}

describe('gamepad polling', () => {
  it('does not poll while no pad is connected, and starts when one connects', () => {
    const frames = manualFrames();
    let pads: (Gamepad | null)[] = [null, null];
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => pads });
    render(<Player onAction={() => undefined} />);
    expect(frames.pending()).toBe(0);
    pads = [fakePad()];
    act(() => void window.dispatchEvent(new Event('gamepadconnected')));
    expect(frames.pending()).toBe(1);
  });

  it('sends an action per press, none while inactive, and stops polling when unmounted', () => {
    const frames = manualFrames();
    let pad = fakePad();
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => [pad] });
    const seen: GameActionId[] = [];
    const { rerender, unmount } = render(<Player onAction={(a) => seen.push(a)} />);
    frames.step(0);
    pad = fakePad([0]);
    frames.step(16);
    frames.step(32);
    expect(seen).toEqual(['attack']);
    rerender(<Player onAction={(a) => seen.push(a)} active={false} />);
    pad = fakePad([1]);
    frames.step(48);
    expect(seen).toEqual(['attack']);
    unmount();
    expect(frames.pending()).toBe(0);
  });
});
