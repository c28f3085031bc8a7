import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onClose` after `duration` ms of the toast being looked at by nobody: the count stops while
 * anything holds it (a pointer over the toast, focus in it, the window in the background) and goes
 * on from where it stopped when the last hold is let go.
 */
export function useCloseTimer(duration: number, onClose: () => void) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  const remaining = useRef(duration);
  const startedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const holds = useRef(new Set<string>());

  const run = useCallback(() => {
    window.clearTimeout(timer.current);
    startedAt.current = Date.now();
    timer.current = window.setTimeout(() => close.current(), remaining.current);
  }, []);
  const hold = useCallback((reason: string) => {
    holds.current.add(reason);
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current -= Date.now() - startedAt.current;
  }, []);
  const release = useCallback(
    (reason: string) => {
      if (holds.current.delete(reason) && holds.current.size === 0) run();
    },
    [run],
  );

  useEffect(() => {
    const blur = () => hold('window');
    const focus = () => release('window');
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    run();
    return () => {
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
      window.clearTimeout(timer.current);
    };
  }, [hold, release, run]);

  return { hold, release };
}
