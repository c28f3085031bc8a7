import { useEffect, useLayoutEffect, useRef } from 'react';
import type { GameActionId } from '../keyboard/gameActions';
import { IDLE, readPad, type ReaderState } from './gamepadReader';
import { firstPad, useConnectedPad } from './useConnectedPad';

/**
 * Reads the gamepad once a frame while one is connected (no polling otherwise) and hands each action
 * to `onAction` while `active` (off while a dialog is open; the pad is still read then, so a button
 * held through a dialog does not act when it closes).
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
        const { state, actions } = readPad(reader, pad, now);
        reader = state;
        if (live.current) actions.forEach((action) => handler.current(action));
      } else reader = IDLE;
      frame = requestAnimationFrame(poll);
    });
    return () => cancelAnimationFrame(frame);
  }, [connected]);
}
