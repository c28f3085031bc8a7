import { memo, useLayoutEffect, useRef } from 'react';
import { logKind } from './logColour';

// The engine keeps 100 lines; the newest 50 are plenty on screen and keep the DOM small.
const SHOWN_LINES = 50;

/** The scrolling log: newest line in view, YOUR TURN / ENEMY TURN during combat. */
export const CombatLog = memo(function CombatLog({ log, turn }: { log: string[]; turn: 'player' | 'monster' | null }) {
  const listRef = useRef<HTMLOListElement>(null);
  const lines = log.slice(-SHOWN_LINES);
  const offset = log.length - lines.length;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [log]);
  return (
    <section className="combat-log" aria-label="Combat log">
      <div className="combat-log-head">
        <span>LOG</span>
        <span className={`turn-banner${turn ? ` turn-${turn}` : ''}`} data-testid="turn-banner">
          {turn === 'player' ? 'YOUR TURN' : turn === 'monster' ? 'ENEMY TURN' : ''}
        </span>
      </div>
      <ol ref={listRef} className="combat-log-lines" data-testid="combat-log">
        {lines.map((line, i) => (
          <li key={offset + i} className={`log-${logKind(line)}`}>
            {line}
          </li>
        ))}
      </ol>
    </section>
  );
});
