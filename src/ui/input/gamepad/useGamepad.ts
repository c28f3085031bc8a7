import { useEffect, useLayoutEffect, useRef } from 'react';
import type { GameActionId } from '../keyboard/gameActions';
import { IDLE, readPad, type ReaderState } from './gamepadReader';
import { firstPad, useConnectedPad } from './useConnectedPad';
import { padInDialog, topDialog } from './padInDialog';

/**
 * Reads the gamepad once a frame while one is connected (no polling otherwise) and hands each action
 * to `onAction` while `active`. Otherwise, with a dialog open, the pad works the dialog (padInDialog.ts);
 * it is read all along, so a button held through a dialog does not act when it closes.
 */
export function useGamepad(onAction: (action: GameActionId) => void, active: boolean): void {
  const connected = useConnectedPad() !== null;
  // Refs: the loop keeps running across renders, and reads the latest handler and flag.
  const handler = useRef(onAction);
  const live = useRef(active);
  useLayoutEffect(() => {
    handler.current = onAction;
    live.current = active;
  }, [onAction, active]);
  useEffect(() => {
    if (!connected) return;
    let reader: ReaderState = IDLE;
    let frame = requestAnimationFrame(function poll(now) {
      const pad = firstPad();
      if (pad) {
        const { state, actions, pressed } = readPad(reader, pad, now);
        reader = state;
        const dialog = live.current ? null : topDialog();
        if (live.current) actions.forEach((action) => handler.current(action));
        else if (dialog) padInDialog(dialog, actions, pressed);
      } else reader = IDLE;
      frame = requestAnimationFrame(poll);
    });
    return () => cancelAnimationFrame(frame);
  }, [connected]);
}
