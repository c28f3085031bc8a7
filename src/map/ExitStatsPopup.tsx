import { useEffect, useId, useLayoutEffect, useState, type RefObject } from 'react';
import { effectiveStats, type GameState, type Room } from '../engine';
import { groupDigits } from '../shared/groupDigits';
import { statWithGear } from '../shared/statFigure';

/** The GAME STATISTICS popup: the four stats with gear and, when gear changes them, their base, as the character panel shows them. */
export function ExitStatsPopup({ state, left, top, id }: { state: GameState; left: number; top: number; id?: string }) {
  const p = state.player;
  const stats = effectiveStats(state);
  const rows: [string, string | number][] = [
    ['Player', p.name],
    ['Level', groupDigits(p.level)],
    ['Gold', groupDigits(p.gold)],
    ['Score', groupDigits(state.score)],
    ['Day', groupDigits(p.day)],
    ['Dungeon level', state.dungeon.level],
    ['Health', `${groupDigits(p.health)}/${groupDigits(p.maxHealth)}`],
    ['Mana', `${groupDigits(p.mana)}/${groupDigits(p.maxMana)}`],
    ['STR', statWithGear(stats.strength - stats.bonus.strength, stats.bonus.strength)],
    ['INT', statWithGear(stats.intelligence - stats.bonus.intelligence, stats.bonus.intelligence)],
    ['DEX', statWithGear(stats.dexterity - stats.bonus.dexterity, stats.bonus.dexterity)],
    ['CON', statWithGear(stats.constitution - stats.bonus.constitution, stats.bonus.constitution)],
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

type Origin = { left: number; top: number; panelWidth: number };

// The popup's width in px: map.css gives it a 200 px minimum, 10 px padding each side and a 1 px border.
const POPUP_WIDTH = 222;

/** Where the canvas's first cell sits inside the map panel, in px (the canvas has a 1 px border,
 *  map.css), and how wide the panel is, so the popup can open on the side it fits. */
function cellOrigin(canvas: HTMLElement | null): Origin {
  return {
    left: (canvas?.offsetLeft ?? 0) + (canvas?.clientLeft ?? 0),
    top: (canvas?.offsetTop ?? 0) + (canvas?.clientTop ?? 0),
    panelWidth: canvas?.parentElement?.clientWidth ?? Number.POSITIVE_INFINITY,
  };
}

/** A state update to `next` that keeps the old object when nothing moved, so React skips the render. */
const keepIfSame = (next: Origin) => (old: Origin) =>
  old.left === next.left && old.top === next.top && old.panelWidth === next.panelWidth ? old : next;

/** Right of the exit cell when the popup fits there (4 px gap), else left of it, never off the panel. */
function besideCell(origin: Origin, exit: Room, cell: number): { left: number; top: number } {
  const right = origin.left + (exit.x + 1) * cell + 4;
  const left =
    right + POPUP_WIDTH <= origin.panelWidth ? right : Math.max(0, origin.left + exit.x * cell - POPUP_WIDTH - 4);
  return { left, top: origin.top + exit.y * cell };
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
 * and screen-reader players reach the same statistics: focus opens it, Enter or a tap pins it, Escape
 * closes it with focus staying on the exit cell.
 */
export function ExitStats({ state, cell, canvasRef, hover }: ExitStatsProps) {
  const popupId = useId();
  const [focused, setFocused] = useState(false);
  const [pointed, setPointed] = useState(false);
  const [pinned, setPinned] = useState(false);
  // Escape closes the popup and leaves focus on the exit cell; focusing or clicking it again reopens it.
  const [dismissed, setDismissed] = useState(false);
  const exit = foundExit(state);
  const [origin, setOrigin] = useState<Origin>({ left: 0, top: 0, panelWidth: Number.POSITIVE_INFINITY });
  const hasExit = exit !== null;
  // A layout read, so before paint rather than during render: again whenever the map, the cell size or
  // the hover changes, and when the panel is resized (the canvas is centred in it). The state only
  // changes when the canvas moved. Only the exit's button and popup are placed from it, so until the
  // exit is found a move forces no layout (nor does the game screen's first render).
  useLayoutEffect(() => {
    if (hasExit) setOrigin(keepIfSame(cellOrigin(canvasRef.current)));
  }, [canvasRef, cell, state, hover, hasExit]);
  useEffect(() => {
    const panel = canvasRef.current?.parentElement;
    if (!panel || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOrigin(keepIfSame(cellOrigin(canvasRef.current))));
    observer.observe(panel);
    return () => observer.disconnect();
  }, [canvasRef]);
  const { left: originLeft, top: originTop } = origin;
  const beside = exit && besideCell(origin, exit, cell);
  const shown = exit && ((focused && !dismissed) || pointed || pinned) ? beside : hover;
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
          onFocus={() => {
            setFocused(true);
            setDismissed(false);
          }}
          onBlur={() => {
            setFocused(false);
            setPinned(false);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || shown === null) return;
            // Only this popup closes: the key goes no further (it would stop an auto-explore walk).
            e.stopPropagation();
            setDismissed(true);
            setPinned(false);
          }}
          onPointerEnter={() => setPointed(true)}
          onPointerLeave={() => setPointed(false)}
          onClick={() => {
            setDismissed(false);
            setPinned((p) => !p);
          }}
          data-testid="exit-stats-trigger"
        />
      )}
      {shown && <ExitStatsPopup state={state} left={shown.left} top={shown.top} id={popupId} />}
    </>
  );
}
