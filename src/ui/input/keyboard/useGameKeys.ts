import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import type { GameEvent } from '../../../app/gameTypes';
import type { Question } from '../../narration/answers';
import { effectForKey, isTypingTarget } from './keyMap';
import type { ChoiceId } from './choices';
import { currentBindings } from './bindingStore';

const STOP_WALK: GameEvent = { type: 'STOP_WALK' };

/** Performance mark set on each game key press; the map's frame measures from it. */
export const KEY_MARK = 'game-key';

/** Play keys on the window while `active` (off on the start screen and while a dialog is open);
 *  the ask keys go to `onAsk`, the prompt keys (Q, Z...) to `onChoose`. */
export function useGameKeys(
  send: (event: GameEvent) => void,
  active: boolean,
  onAsk?: (question: Question) => void,
  onChoose?: (choice: ChoiceId) => void,
): void {
  // Layout effect: the keys work from the first painted frame of the game screen.
  useLayoutEffect(() => {
    if (!active) return;
    const onKeyDown = (e: KeyboardEvent) => {
      // Read at each press: a rebinding in the CONTROLS dialog holds from the next key on.
      const bindings = currentBindings();
      const modifiers = e.ctrlKey || e.metaKey || e.altKey;
      const effect = effectForKey(e, e.target, modifiers, bindings);
      if (effect && 'question' in effect && onAsk) {
        // Asking does not stop an auto-explore walk: the answer is about where the walk has got to.
        e.preventDefault();
        onAsk(effect.question);
        return;
      }
      if (effect && 'choose' in effect && onChoose) {
        // A prompt stops a walk (the hero is about to act) and waits for the letter.
        e.preventDefault();
        send(STOP_WALK);
        onChoose(effect.choose);
        return;
      }
      const event = effect && 'event' in effect ? effect.event : null;
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
  }, [send, active, onAsk, onChoose]);
}
