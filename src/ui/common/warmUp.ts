// Loading the code a player will need soon without weighing on the page's first seconds: the game's
// engine and its Pixi renderer are ~190 KB gzip whose evaluation blocks the main thread for tens of
// milliseconds on a phone. They load in the first idle moment after the player's first key, click or
// touch (so the dialog that click opens loads and draws first; typing a name takes longer than
// loading them), or once the page has been left alone for a while, so a player who loaded
// the page and walks away still gets the game from the cache if the server goes away meanwhile.

import { useEffect, useState } from 'react';

const GESTURES = ['pointerdown', 'keydown', 'touchstart'] as const;
/** How long an untouched page waits before loading on its own: past the first few quiet seconds. */
export const WARM_UP_QUIET_MS = 5500;

/** How long after a gesture the warm-up waits at most for an idle moment. */
const AFTER_GESTURE_MS = 1000;

/**
 * Runs `task` once, at the first idle moment after the first gesture (what the gesture asked for, a
 * dialog's own code, loads and draws first) or after WARM_UP_QUIET_MS; returns a cancel function.
 */
export function warmUpSoon(task: () => void): () => void {
  let done = false;
  let idle: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const whenIdle = (timeout: number) => {
    if (idle !== undefined) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout });
    else run();
  };
  const afterGesture = () => whenIdle(AFTER_GESTURE_MS);
  const timer = setTimeout(() => whenIdle(2000), WARM_UP_QUIET_MS);
  GESTURES.forEach((name) => window.addEventListener(name, afterGesture, { capture: true, passive: true }));
  function cancel() {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    GESTURES.forEach((name) => window.removeEventListener(name, afterGesture, true));
  }
  return () => {
    done = true;
    cancel();
  };
}

/** False until the warm-up moment (just after the first gesture, or a quiet page after WARM_UP_QUIET_MS), then true. */
export function useWarmedUp(): boolean {
  const [warm, setWarm] = useState(false);
  useEffect(() => warmUpSoon(() => setWarm(true)), []);
  return warm;
}
