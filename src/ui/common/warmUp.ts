// Loading the code a player will need soon without weighing on the page's first seconds: the game's
// engine and its Pixi renderer are ~190 KB gzip whose evaluation blocks the main thread for tens of
// milliseconds on a phone. They load at the player's first key, click or touch (typing a name takes
// longer than loading them), or once the page has been left alone for a while, so a player who loaded
// the page and walks away still gets the game from the cache if the server goes away meanwhile.

import { useEffect, useState } from 'react';

const GESTURES = ['pointerdown', 'keydown', 'touchstart'] as const;
/** How long an untouched page waits before loading on its own: past the first few quiet seconds. */
export const WARM_UP_QUIET_MS = 5500;

/** Runs `task` once, at the first gesture or after WARM_UP_QUIET_MS and an idle moment; returns a cancel function. */
export function warmUpSoon(task: () => void): () => void {
  let done = false;
  let idle: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 2000 });
    else run();
  }, WARM_UP_QUIET_MS);
  GESTURES.forEach((name) => window.addEventListener(name, run, { capture: true, passive: true }));
  function cancel() {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    GESTURES.forEach((name) => window.removeEventListener(name, run, true));
  }
  return () => {
    done = true;
    cancel();
  };
}

/** False until the warm-up moment (the first gesture, or a quiet page after WARM_UP_QUIET_MS), then true. */
export function useWarmedUp(): boolean {
  const [warm, setWarm] = useState(false);
  useEffect(() => warmUpSoon(() => setWarm(true)), []);
  return warm;
}
