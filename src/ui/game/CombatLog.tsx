import { memo, useLayoutEffect, useRef } from 'react';
import { logKind } from './logColour';
import { useFirstLineNumber } from './logLineNumbers';

// The engine keeps 100 lines; the newest 50 are plenty on screen and keep the DOM small.
const SHOWN_LINES = 50;

// One line; memoised so a new line adds one <li> instead of re-rendering the fifty shown.
const LogLine = memo(function LogLine({ line }: { line: string }) {
  return <li className={`log-${logKind(line)}`}>{line}</li>;
});

/** The scrolling log: newest line in view, YOUR TURN / ENEMY TURN during combat. */
export const CombatLog = memo(function CombatLog({ log, turn }: { log: string[]; turn: 'player' | 'monster' | null }) {
  const listRef = useRef<HTMLOListElement>(null);
  const first = useFirstLineNumber(log);
  const lines = log.slice(-SHOWN_LINES);
  const offset = first + log.length - lines.length;
  useLayoutEffect(() => {
    // Reading scrollHeight forces a layout; in the next animation frame it is the frame's own
    // layout, done once, instead of an extra synchronous one inside the key press.
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      if (list) list.scrollTop = list.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
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
          <LogLine key={offset + i} line={line} />
        ))}
      </ol>
    </section>
  );
});
