import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { GameState } from '../../../engine';
import type { GameEvent } from '../../../app/gameTypes';
import { CHOICES, choiceOptions, promptText, type ChoiceId } from './choices';

/** A prompt waiting for its letter. */
export interface OpenPrompt {
  id: ChoiceId;
  text: string;
}

// Pressed alone these are half of a shortcut (Shift for a capital letter): keep waiting.
const MODIFIER = /^(Shift|Control|Alt|Meta|OS|CapsLock)/;

/**
 * The roguelike's "which?" prompt: `open` asks (or says there is nothing to choose, through `onNone`); the
 * next key press, caught on the window before the game keys see it, answers. A letter on offer sends what
 * that slot or spell does; Escape or any other key lets the prompt go, as "Never mind" does; Tab goes on
 * moving the focus. Closed when play stops taking keys (a dialog opens).
 */
export function useChoicePrompt(
  send: (event: GameEvent) => void,
  live: boolean,
  stateRef: RefObject<GameState>,
  onNone: (text: string) => void,
) {
  const [prompt, setPrompt] = useState<OpenPrompt | null>(null);
  const open = useCallback(
    (id: ChoiceId) => {
      const options = choiceOptions(id, stateRef.current);
      if (options.length === 0) {
        setPrompt(null);
        onNone(CHOICES[id].none);
      } else setPrompt({ id, text: promptText(id, options) });
    },
    [stateRef, onNone],
  );
  const [wasLive, setWasLive] = useState(live);
  if (wasLive !== live) {
    // A dialog took the keys: the prompt goes with them (adjusted during render, not a frame later).
    setWasLive(live);
    if (!live) setPrompt(null);
  }
  useEffect(() => {
    if (!prompt) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (MODIFIER.test(e.code)) return;
      setPrompt(null);
      if (e.code === 'Tab') return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const chosen = choiceOptions(prompt.id, stateRef.current).find((o) => o.letter === e.key);
      if (chosen) send(chosen.event);
    };
    // Capture on the window: ahead of the game keys (useGameKeys), so the letter never moves the hero.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [prompt, send, stateRef]);
  return { prompt, open };
}
