import { useEffect, useRef } from 'react';
import { focusIsLost } from './focusables';

/**
 * After a dialog closes, focus goes back into the game: to what `target` finds when the dialog's own return
 * (Radix gives focus back to what had it before, which is the page body when the statechart opened
 * the dialog after a key press) left it nowhere.
 */
export function useFocusReturn(open: boolean, target: () => HTMLElement | null): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    // After Radix's own return of focus, which it makes in a timeout of its own when the dialog unmounts.
    const timer = setTimeout(() => {
      if (focusIsLost()) target()?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open, target]);
}
