import { useCallback, useMemo, useRef, useState, type PointerEvent } from 'react';
import 'pixi.js/unsafe-eval';
import { Application } from '@pixi/react';
import type { Direction, GameState } from '../engine';
import { MapLayer, type DrawnListener } from './MapLayer';
import { MapMirror } from './MapMirror';
import { ExitStatsPopup } from './ExitStatsPopup';
import { mapGlyphs, mapText } from './mapGlyphs';
import { paletteFor } from './palette';
import { swipeDirection } from './swipe';
import './map.css';

interface MapViewProps {
  state: GameState;
  theme: 'light' | 'dark';
  cell: number;
  onMove: (direction: Direction) => void;
  onDrawn?: DrawnListener;
}

/** The map panel: the Pixi canvas (mounted once), its text mirror, the exit popup and swipes. */
export function MapView({ state, theme, cell, onMove, onDrawn }: MapViewProps) {
  const { width, height } = state.dungeon;
  const grid = useMemo(() => mapGlyphs(state), [state]);
  const lines = useMemo(() => mapText(grid), [grid]);
  const palette = paletteFor(theme);
  const wrapRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const [hover, setHover] = useState<{ left: number; top: number } | null>(null);

  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      const box = e.currentTarget.getBoundingClientRect();
      const x = Math.floor((e.clientX - box.left) / cell);
      const y = Math.floor((e.clientY - box.top) / cell);
      const onExit = grid[y]?.[x]?.kind === 'exit';
      setHover(onExit ? { left: (x + 1) * cell + 4, top: y * cell } : null);
    },
    [cell, grid],
  );
  const onPointerDown = useCallback((e: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: e.clientX, y: e.clientY };
  }, []);
  const onPointerUp = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      const direction = start && swipeDirection(e.clientX - start.x, e.clientY - start.y);
      if (direction) onMove(direction);
    },
    [onMove],
  );

  return (
    <div className="map-panel">
      <div
        ref={wrapRef}
        className="map-canvas"
        style={{ width: width * cell, height: height * cell, background: `#${palette.background.toString(16).padStart(6, '0')}` }}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHover(null)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        aria-hidden="true"
        data-testid="map-canvas"
      >
        <Application
          resizeTo={wrapRef}
          preference="webgl"
          background={palette.background}
          autoStart={false}
          sharedTicker={false}
          antialias={false}
          failIfMajorPerformanceCaveat={false}
          resolution={typeof window === 'undefined' ? 1 : Math.min(2, window.devicePixelRatio || 1)}
          autoDensity
        >
          <MapLayer grid={grid} palette={palette} cell={cell} onDrawn={onDrawn} />
        </Application>
        {hover && <ExitStatsPopup state={state} left={hover.left} top={hover.top} />}
      </div>
      <MapMirror lines={lines} />
    </div>
  );
}
