// Calls back once, on the first click, touch or key press anywhere on the page.
import { useEffect } from 'react';

const EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

/** Browsers allow audio only after a gesture: this is where the start screen unlocks it. */
export function useFirstGesture(onGesture: () => void): void {
  useEffect(() => {
    const handle = () => {
      EVENTS.forEach((name) => window.removeEventListener(name, handle, true));
      onGesture();
    };
    EVENTS.forEach((name) => window.addEventListener(name, handle, { capture: true, passive: true }));
    return () => EVENTS.forEach((name) => window.removeEventListener(name, handle, true));
  }, [onGesture]);
}
