import { useCallback, useEffect, useState } from 'react';
import type { GameActionId } from '../keyboard/gameActions';
import { rebind, unbind, type Bindings } from '../keyboard/keyBindings';
import { setBindings } from '../keyboard/bindingStore';
import { boundText, cancelledText, listeningText, takenText, unbindableText } from './rebindTexts';

/** The key slot waiting for a new key. */
export interface Listening {
  action: GameActionId;
  slot: number;
}

// Pressed alone these are half of a shortcut: keep waiting for the key itself.
const MODIFIER = /^(Shift|Control|Alt|Meta|OS)/;

/**
 * Rebinding by pressing the new key: `listen` starts it for one slot (an action's keys, or the empty
 * slot after them, which adds a key); the next key press (caught before the dialog sees it, so Escape
 * cancels instead of closing) is bound, or refused with a message. Backspace takes away a key that
 * has another beside it.
 */
export function useRebind(bindings: Bindings, label: (code: string) => string) {
  const [listening, setListening] = useState<Listening | null>(null);
  const [message, setMessage] = useState('');
  const keysOf = useCallback((action: GameActionId, set: Bindings) => set[action].map(label).join(' / '), [label]);

  useEffect(() => {
    if (!listening) return;
    const { action, slot } = listening;
    const onKeyDown = (e: KeyboardEvent) => {
      if (MODIFIER.test(e.code)) return;
      // Tab keeps its job (moving on): the rebinding is dropped, the focus moves as usual.
      if (e.code === 'Tab') {
        setListening(null);
        setMessage(cancelledText(action, keysOf(action, bindings)));
        return;
      }
      e.preventDefault();
      e.stopImmediatePropagation();
      // The key's release must not press the focused button again (Space and Enter would).
      window.addEventListener('keyup', (up) => up.code === e.code && up.preventDefault(), {
        capture: true,
        once: true,
      });
      if (e.key === 'Escape') {
        setListening(null);
        setMessage(cancelledText(action, keysOf(action, bindings)));
        return;
      }
      const without = e.code === 'Backspace' ? unbind(bindings, action, slot) : null;
      if (without) {
        setBindings(without);
        setListening(null);
        setMessage(boundText(action, keysOf(action, without)));
        return;
      }
      const result = rebind(bindings, action, slot, e.code);
      if (result.ok) {
        setBindings(result.bindings);
        setListening(null);
        setMessage(boundText(action, keysOf(action, result.bindings)));
      } else
        setMessage(result.reason === 'taken' ? takenText(label(e.code), result.by) : unbindableText(label(e.code)));
    };
    // Capture on the window: ahead of the dialog's own Escape handling on the document.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [listening, bindings, label, keysOf]);

  const listen = useCallback(
    (next: Listening) => {
      setListening(next);
      setMessage(listeningText(next.action, unbind(bindings, next.action, next.slot) !== null));
    },
    [bindings],
  );
  const stop = useCallback(() => setListening(null), []);
  return { listening, message, setMessage, listen, stop };
}
