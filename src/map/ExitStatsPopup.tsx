import { useId, useState, type RefObject } from 'react';
import { effectiveStats, type GameState, type Room } from '../engine';

/** The GAME STATISTICS popup: the four stats include gear, as the character panel shows them. */
export function ExitStatsPopup({ state, left, top, id }: { state: GameState; left: number; top: number; id?: string }) {
  const p = state.player;
  const stats = effectiveStats(state);
  const rows: [string, string | number][] = [
    ['Player', p.name],
    ['Level', p.level],
    ['Gold', p.gold],
    ['Score', state.score],
    ['Day', p.day],
    ['Dungeon level', state.dungeon.level],
    ['Health', `${p.health}/${p.maxHealth}`],
    ['Mana', `${p.mana}/${p.maxMana}`],
    ['STR', stats.strength],
    ['INT', stats.intelligence],
    ['DEX', stats.dexterity],
    ['CON', stats.constitution],
  ];
  return (
    <div className="exit-stats" role="tooltip" id={id} style={{ left, top }} data-testid="exit-stats">
      <div className="exit-stats-title">GAME STATISTICS</div>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="exit-stats-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function foundExit(state: GameState): Room | null {
  if (!state.dungeon.exitFound) return null;
  for (const row of state.dungeon.rooms) {
    for (const room of row) if (room?.type === 'exit') return room;
  }
  return null;
}

interface ExitStatsProps {
  state: GameState;
  cell: number;
  /** The canvas box: the exit cell is placed from its offset inside the map panel. */
  canvasRef: RefObject<HTMLElement | null>;
  /** Where the pointer hovering the exit cell wants the popup, or null. */
  hover: { left: number; top: number } | null;
}

/**
 * The popup on hover, and a focusable exit-cell button over the (aria-hidden) canvas, so keyboard
 * and screen-reader players reach the same statistics: focus opens it, Enter or a tap pins it.
 */
export function ExitStats({ state, cell, canvasRef, hover }: ExitStatsProps) {
  const popupId = useId();
  const [focused, setFocused] = useState(false);
  const [pointed, setPointed] = useState(false);
  const [pinned, setPinned] = useState(false);
  const exit = foundExit(state);
  const canvas = canvasRef.current;
  // The canvas has a 1 px border (map.css), its cells start inside it.
  const originLeft = (canvas?.offsetLeft ?? 0) + (canvas?.clientLeft ?? 0);
  const originTop = (canvas?.offsetTop ?? 0) + (canvas?.clientTop ?? 0);
  const beside = exit && { left: originLeft + (exit.x + 1) * cell + 4, top: originTop + exit.y * cell };
  const shown = exit && (focused || pointed || pinned) ? beside : hover;
  return (
    <>
      {exit && (
        <button
          type="button"
          className="exit-stats-trigger"
          style={{ left: originLeft + exit.x * cell, top: originTop + exit.y * cell, width: cell, height: cell }}
          aria-label="Exit stairs: game statistics"
          aria-describedby={shown ? popupId : undefined}
          aria-expanded={shown !== null}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setPinned(false);
          }}
          onPointerEnter={() => setPointed(true)}
          onPointerLeave={() => setPointed(false)}
          onClick={() => setPinned((p) => !p)}
          data-testid="exit-stats-trigger"
        />
      )}
      {shown && <ExitStatsPopup state={state} left={shown.left} top={shown.top} id={popupId} />}
    </>
  );
}
