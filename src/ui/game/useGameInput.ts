import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { GameState } from '../../engine';
import type { GameEvent } from '../../app/gameTypes';
import { useGameKeys } from '../input/keyboard/useGameKeys';
import { useGamepad } from '../input/gamepad/useGamepad';
import { useChoicePrompt } from '../input/keyboard/useChoicePrompt';
import type { ChoiceId } from '../input/keyboard/choices';
import { gameAction, type GameActionId } from '../input/keyboard/gameActions';
import type { Asked } from '../narration/Narrator';
import { answerFor, type Question } from '../narration/answers';

/** The message line under the map: a prompt waiting for its letter, or what a key's question answered
 *  (shown until the next action), or what a prompt had nothing to offer. */
export interface MessageLine {
  text: string;
  /** A prompt waiting for its letter (spoken at once; an answer is spoken by the narrator). */
  prompt: boolean;
  /** The run's action count when it was said: a later action clears an answer. */
  at: number;
}

/** The keyboard and the gamepad in play while `live` (no dialog open); returns the latest question
 *  asked (L, T, V, P, G or the pad's Back) for the narrator, numbered so the same one asked again is new,
 *  with its answer as the message line shows it. */
export function useGameInput(
  send: (event: GameEvent) => void,
  live: boolean,
  state: GameState,
): { asked: Asked | null; message: MessageLine | null } {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [said, setSaid] = useState<MessageLine | null>(null);
  // The answer reads the state at the moment of asking.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const onAsk = useCallback((question: Question) => {
    const answer = answerFor(question, stateRef.current);
    setAsked((last) => ({ question, id: (last?.id ?? 0) + 1, answer }));
    setSaid({ text: answer, prompt: false, at: stateRef.current.actions.length });
  }, []);
  const onNone = useCallback(
    (text: string) => setSaid({ text, prompt: true, at: stateRef.current.actions.length }),
    [],
  );
  const { prompt, open: openPrompt } = useChoicePrompt(send, live, stateRef, onNone);
  const open = useCallback(
    (id: ChoiceId) => {
      setSaid(null);
      openPrompt(id);
    },
    [openPrompt],
  );
  useGameKeys(send, live, onAsk, open);
  // A gamepad sends what the same action's key sends.
  const onPadAction = useCallback(
    (id: GameActionId) => {
      const effect = gameAction(id).effect;
      if ('question' in effect) onAsk(effect.question);
      else if ('choose' in effect) open(effect.choose);
      else send(effect.event);
    },
    [send, onAsk, open],
  );
  useGamepad(onPadAction, live);
  const message: MessageLine | null = prompt
    ? { text: prompt.text, prompt: true, at: state.actions.length }
    : said && said.at === state.actions.length
      ? said
      : null;
  return { asked, message };
}
