import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import type { GameEvent } from '../../../app/gameTypes';
import type { Question } from '../../narration/answers';
import { eventForKey, isTypingTarget, questionForKey } from './keyMap';
import { currentBindings } from './bindingStore';

const STOP_WALK: GameEvent = { type: 'STOP_WALK' };

/** Performance mark set on each game key press; the map's frame measures from it. */
export const KEY_MARK = 'game-key';

/** Play keys on the window while `active` (off on the start screen and while a dialog is open);
 *  the ask keys go to `onAsk`. */
export function useGameKeys(
  send: (event: GameEvent) => void,
  active: boolean,
  onAsk?: (question: Question) => void,
): void {
  // Layout effect: the keys work from the first painted frame of the game screen.
  useLayoutEffect(() => {
    if (!active) return;
    const onKeyDown = (e: KeyboardEvent) => {
      // Read at each press: a rebinding in the CONTROLS dialog holds from the next key on.
      const bindings = currentBindings();
      const modifiers = e.ctrlKey || e.metaKey || e.altKey;
      const question = onAsk ? questionForKey(e, e.target, modifiers, bindings) : null;
      if (question) {
        // Asking does not stop an auto-explore walk: the answer is about where the walk has got to.
        e.preventDefault();
        onAsk?.(question);
        return;
      }
      const event = eventForKey(e, e.target, modifiers, bindings);
      if (!event) {
        // Any other key stops an auto-explore or travel walk (typing in a field is not a key press in play).
        if (!isTypingTarget(e.target)) send(STOP_WALK);
        return;
      }
      // A focused button would also "click" on Space; and arrows would scroll the page.
      e.preventDefault();
      // Holding X must not start and stop the walk with every repeat of the key.
      if (e.repeat && event.type === 'EXPLORE') return;
      performance.mark(KEY_MARK);
      // Render the move in this same task, so the frame follows the key press with no queueing.
      flushSync(() => send(event));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [send, active, onAsk]);
}
