import { memo, useLayoutEffect, useRef } from 'react';
import { logKind } from './logColour';
import { useFirstLineNumber } from './logLineNumbers';
import { useTransientHint } from './useTransientHint';
import type { MessageLine } from '../useGameInput';
import './combatLog.css';

// The engine keeps 100 lines; the newest 50 are plenty on screen and keep the DOM small.
const SHOWN_LINES = 50;

/** What a move into a wall shows: the engine logs nothing for it (no change), so the UI says it briefly. */
export const WALL_HINT = 'A wall blocks your way.';

// One line; memoised so a new line adds one <li> instead of re-rendering the fifty shown.
const LogLine = memo(function LogLine({ line }: { line: string }) {
  return <li className={`log-${logKind(line)}`}>{line}</li>;
});

interface CombatLogProps {
  log: string[];
  turn: 'player' | 'monster' | null;
  /** The engine's gameStatus ('Exploring level N...'), shown in the title line. */
  status?: string;
  /** Identifies the latest move into a wall (e.g. the run's action count then), or null: the wall hint shows briefly. */
  blockedAt?: number | null;
  /** The message line under the title: a prompt waiting for a letter, or the answer to a question key. */
  message?: MessageLine | null;
}

/** The scrolling log: newest line in view, the game status, YOUR TURN / ENEMY TURN during combat. */
export const CombatLog = memo(function CombatLog({
  log,
  turn,
  status = '',
  blockedAt = null,
  message = null,
}: CombatLogProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const first = useFirstLineNumber(log);
  const lines = log.slice(-SHOWN_LINES);
  const offset = first + log.length - lines.length;
  const wallHint = useTransientHint(blockedAt);
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
        <span className="combat-log-title">
          <span>LOG</span>
          {status && (
            <span className="combat-log-status" data-testid="game-status">
              {status}
            </span>
          )}
        </span>
        <span role="status" className="combat-log-hint" data-testid="move-hint">
          {wallHint && !turn ? WALL_HINT : ''}
        </span>
        <span className={`turn-banner${turn ? ` turn-${turn}` : ''}`} data-testid="turn-banner">
          {turn === 'player' ? 'YOUR TURN' : turn === 'monster' ? 'ENEMY TURN' : ''}
        </span>
      </div>
      {/* Always in the page, so its live part is heard the moment a prompt fills it; an answer is
          already spoken by the narrator, so that part is only for the eye. */}
      <p className={`message-line${message ? '' : ' is-empty'}`} data-testid="message-line">
        <span role="status">{message?.prompt ? message.text : ''}</span>
        <span aria-hidden="true">{message && !message.prompt ? message.text : ''}</span>
      </p>
      <ol ref={listRef} className="combat-log-lines" data-testid="combat-log">
        {lines.map((line, i) => (
          <LogLine key={offset + i} line={line} />
        ))}
      </ol>
    </section>
  );
});
