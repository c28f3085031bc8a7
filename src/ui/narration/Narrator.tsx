import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { GameState } from '../../engine';
import { narrationFor } from './narrationFor';
import { createAnnounceQueue, type Politeness } from './announceQueue';
import { answerFor, type Question } from './answers';

type Spoken = Record<Politeness, string>;

/**
 * The two live regions a screen reader listens to during play: polite for what happened, assertive
 * for danger. Each change of the game state is turned into sentences and queued, so bursts merge.
 */
/** A question the player asked with a key; `id` tells two askings of the same question apart. */
export interface Asked {
  question: Question;
  id: number;
  /** The answer as the message line shows it, worked out at the moment of asking. */
  answer?: string;
}

export function Narrator({ state, asked = null }: { state: GameState; asked?: Asked | null }) {
  const [spoken, setSpoken] = useState<Spoken>({ polite: '', assertive: '' });
  const [queue] = useState(() =>
    createAnnounceQueue((level, text) =>
      // The same words twice (two misses in a row) must change the region, or it is not read again.
      setSpoken((now) => ({ ...now, [level]: now[level] === text ? `${text}\u00a0` : text })),
    ),
  );
  const previous = useRef<GameState | null>(null);
  useEffect(() => {
    const said = narrationFor(previous.current, state);
    previous.current = state;
    queue.push('assertive', said.assertive);
    queue.push('polite', said.polite);
  }, [state, queue]);
  // The answer reads the state at the moment of asking; a move right after is told by the log as usual.
  const stateNow = useRef(state);
  useLayoutEffect(() => {
    stateNow.current = state;
  }, [state]);
  useEffect(() => {
    if (asked) queue.push('polite', [asked.answer ?? answerFor(asked.question, stateNow.current)]);
  }, [asked, queue]);
  useEffect(() => () => queue.cancel(), [queue]);
  return (
    <div className="visually-hidden" data-testid="narration">
      <div aria-live="polite" aria-atomic="true" data-testid="narration-polite">
        {spoken.polite}
      </div>
      <div aria-live="assertive" aria-atomic="true" data-testid="narration-assertive">
        {spoken.assertive}
      </div>
    </div>
  );
}
