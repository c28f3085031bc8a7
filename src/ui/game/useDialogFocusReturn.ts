import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useFocusReturn } from '../focus/useFocusReturn';

export interface DialogFocusReturn {
  /** Remembers the control that has focus, called just before a header dialog opens. */
  rememberOpener: () => void;
  /** A statechart dialog's onCloseAutoFocus: focus goes to the controls group. */
  toControls: (event: Event) => void;
}

/**
 * Where focus goes when a dialog closes. A header dialog gives it back to the button that opened it
 * (Radix would aim at a Dialog.Trigger, and these dialogs have none; on a phone that is the MENU
 * button); a dialog the statechart opened, to the controls group (so Enter or Space presses nothing),
 * whatever had focus when it opened: a key pressed on a header button (LOAD, just used) opens Out of
 * Stamina, and Radix would hand focus back to that button.
 */
export function useDialogFocusReturn(
  controlsRef: RefObject<HTMLElement | null>,
  dialogOpen: boolean,
  headerDialogOpen: boolean,
): DialogFocusReturn {
  const controlsGroup = useCallback(
    () => controlsRef.current?.querySelector<HTMLElement>('[role="group"]') ?? null,
    [controlsRef],
  );
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useCallback(() => {
    const back = opener.current;
    opener.current = null;
    return back?.isConnected ? back : controlsGroup();
  }, [controlsGroup]);
  useFocusReturn(dialogOpen, returnFocus);
  // A header dialog that gave focus back itself (src/ui/focus/useOpenerReturn.ts) left its opener here:
  // a dialog the statechart opens next must not send focus to that old button.
  const statechartDialog = dialogOpen && !headerDialogOpen;
  useEffect(() => {
    if (statechartDialog) opener.current = null;
  }, [statechartDialog]);
  const rememberOpener = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const toControls = useCallback(
    (event: Event) => {
      event.preventDefault();
      // Another dialog the statechart opened at once (a level-up after a sale) keeps the focus.
      if (!document.activeElement?.closest('[role="dialog"]')) controlsGroup()?.focus();
    },
    [controlsGroup],
  );
  return { rememberOpener, toControls };
}
