import { useCallback, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import type { Direction, GameState } from '../engine';
import type { MapPainter } from './MapPainter';
import { MapStage } from './MapStage';
import { MapMirror } from './MapMirror';
import { ExitStats } from './ExitStatsPopup';
import { mapGlyphs, mapText } from './mapGlyphs';
import { paletteFor, type PaletteId } from './palette';
import { swipeDirection } from './swipe';
import { useCellPick } from './useCellPick';
import './map.css';

/** Fired after each drawn frame with the number of cells that changed (for benchmarks). */
export type DrawnListener = (changedCells: number) => void;

interface MapViewProps {
  state: GameState;
  theme: 'light' | 'dark';
  /** The palette chosen in DISPLAY (the UI reads the setting and passes it down: the map never imports the UI). */
  paletteId: PaletteId;
  cell: number;
  onMove: (direction: Direction) => void;
  /** A tap or click on a cell (not a swipe): travel there. */
  onTravel?: (x: number, y: number) => void;
  /** A cell to ring, such as the monster that barred a walk (the control bar says which and where). */
  marked?: { x: number; y: number } | null;
  onDrawn?: DrawnListener;
}

/** The map panel: the Pixi canvas (mounted once), its text mirror, the exit popup and swipes. */
export function MapView({ state, theme, paletteId, cell, onMove, onTravel, marked = null, onDrawn }: MapViewProps) {
  const { width, height } = state.dungeon;
  const grid = useMemo(() => mapGlyphs(state), [state]);
  const lines = useMemo(() => mapText(grid), [grid]);
  const palette = paletteFor(theme, paletteId);
  const wrapRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const [hover, setHover] = useState<{ left: number; top: number } | null>(null);
  const [painter, setPainter] = useState<{ paint: MapPainter } | null>(null);
  const onReady = useCallback((paint: MapPainter | null) => setPainter(paint ? { paint } : null), []);

  // Draw in the same commit as the move: the Pixi scene is updated here, not by re-rendering it.
  useLayoutEffect(() => {
    if (!painter) return;
    const changed = painter.paint(grid, palette, cell);
    if (changed > 0) onDrawn?.(changed);
  }, [painter, grid, palette, cell, onDrawn]);

  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      const box = e.currentTarget.getBoundingClientRect();
      const x = Math.floor((e.clientX - box.left) / cell);
      const y = Math.floor((e.clientY - box.top) / cell);
      const onExit = grid[y]?.[x]?.kind === 'exit';
      const wrap = e.currentTarget;
      setHover(onExit ? { left: wrap.offsetLeft + (x + 1) * cell + 4, top: wrap.offsetTop + y * cell } : null);
    },
    [cell, grid],
  );
  const onPointerDown = useCallback((e: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: e.clientX, y: e.clientY };
  }, []);
  const pickCell = useCellPick(cell, width, height);
  const onPointerUp = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start) return;
      const direction = swipeDirection(e.clientX - start.x, e.clientY - start.y);
      if (direction) onMove(direction);
      else if (e.button === 0) {
        const target = pickCell(e);
        if (target) onTravel?.(target.x, target.y);
      }
    },
    [onMove, onTravel, pickCell],
  );

  return (
    <div className="map-panel">
      <div
        ref={wrapRef}
        className="map-canvas"
        style={{
          width: width * cell,
          height: height * cell,
          background: `#${palette.background.toString(16).padStart(6, '0')}`,
        }}
        data-cell={cell}
        data-cols={width}
        data-rows={height}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHover(null)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        aria-hidden="true"
        data-testid="map-canvas"
      >
        <MapStage background={palette.background} onReady={onReady} />
        {marked && (
          <div
            className="map-mark"
            data-testid="map-mark"
            style={{ left: marked.x * cell, top: marked.y * cell, width: cell, height: cell }}
          />
        )}
      </div>
      <ExitStats state={state} cell={cell} canvasRef={wrapRef} hover={hover} />
      <MapMirror lines={lines} />
    </div>
  );
}
