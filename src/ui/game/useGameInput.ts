import { useCallback, useState } from 'react';
import type { GameEvent } from '../../app/gameTypes';
import { useGameKeys } from '../input/keyboard/useGameKeys';
import { useGamepad } from '../input/gamepad/useGamepad';
import { gameAction, type GameActionId } from '../input/keyboard/gameActions';
import type { Asked } from '../narration/Narrator';
import type { Question } from '../narration/answers';

/** The keyboard and the gamepad in play while `live` (no dialog open); returns the latest question
 *  asked (L, T, V, P, G or the pad's Back) for the narrator, numbered so the same one asked again is new. */
export function useGameInput(send: (event: GameEvent) => void, live: boolean): Asked | null {
  const [asked, setAsked] = useState<Asked | null>(null);
  const onAsk = useCallback((question: Question) => setAsked((last) => ({ question, id: (last?.id ?? 0) + 1 })), []);
  useGameKeys(send, live, onAsk);
  // A gamepad sends what the same action's key sends.
  const onPadAction = useCallback(
    (id: GameActionId) => {
      const effect = gameAction(id).effect;
      if ('question' in effect) onAsk(effect.question);
      else send(effect.event);
    },
    [send, onAsk],
  );
  useGamepad(onPadAction, live);
  return asked;
}
