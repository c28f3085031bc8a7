import { useEffect, useRef } from 'react';
import { focusIsLost } from './focusables';

// How long after a dialog closes its exit animation and Radix's own return of focus may still run.
const WATCH_MS = 2000;

/**
 * After a dialog closes, focus goes back into the game: to what `target` finds, when the dialog's own
 * return left it nowhere. Radix gives focus back to what had it before, which is the page body when
 * the statechart opened the dialog after a key press, or a header button gone with the closed MENU;
 * and a dialog that animates out takes the focus with it only when it unmounts, a moment later.
 */
export function useFocusReturn(open: boolean, target: () => HTMLElement | null): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    // Checked after the current task, so a return of focus Radix makes in its own timeout comes first.
    const check = () => timers.push(setTimeout(() => focusIsLost() && target()?.focus(), 0));
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusout', check);
    check();
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('focusout', check);
      timers.forEach(clearTimeout);
    };
    const end = setTimeout(stop, WATCH_MS);
    return () => {
      clearTimeout(end);
      stop();
    };
  }, [open, target]);
}
