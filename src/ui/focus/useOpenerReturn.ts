import { useMemo, useRef } from 'react';
import { focusIsLost } from './focusables';

/** Handlers for a Radix Dialog.Content. */
export interface OpenerReturn {
  onOpenAutoFocus: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * For a dialog with no Dialog.Trigger: on close, focus goes back to the control that had it when the
 * dialog opened. Radix hands focus back only to a Trigger and otherwise leaves it on the page body,
 * where a keyboard user starts over from the top. The opener is read as the dialog mounts, before
 * Radix moves focus inside; if it is gone by the close (a MENU item), Radix's own return stands. Only
 * a lost focus is moved: Radix calls this after the exit animation, when the game may have opened its
 * own dialog (a loaded save with a level-up) that holds focus now.
 */
export function useOpenerReturn(): OpenerReturn {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      },
      onCloseAutoFocus: (event: Event) => {
        const back = opener.current;
        opener.current = null;
        if (!back?.isConnected || !focusIsLost()) return;
        event.preventDefault();
        back.focus();
      },
    }),
    [],
  );
}
