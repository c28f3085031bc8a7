import { useEffect, useRef } from 'react';
import { extend, useApplication } from '@pixi/react';
import { Container } from 'pixi.js';
import { createGlyphAtlas } from './glyphAtlas';
import { GlyphGrid } from './GlyphGrid';
import type { Glyph } from './mapGlyphs';
import type { MapPalette } from './palette';

extend({ Container });

/** Draws a grid into the mounted Pixi scene; returns how many cells changed (0: no frame drawn). */
export type MapPainter = (grid: Glyph[][], palette: MapPalette, cell: number) => number;

/**
 * The glyph tilemap inside the Pixi application. It is built once and never re-rendered by
 * React: it hands a painter to the DOM side, which draws in the same task as the move.
 */
export function MapLayer({ onReady }: { onReady: (painter: MapPainter | null) => void }) {
  const { app, isInitialised } = useApplication();
  const rootRef = useRef<Container>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !isInitialised) return;
    const grid = new GlyphGrid(createGlyphAtlas());
    root.addChild(grid.container);
    let drawnCell = 0;
    let drawnBackground = -1;
    let drawnWidth = 0;
    let drawnHeight = 0;
    onReady((glyphs, palette, cell) => {
      grid.setCellSize(cell);
      const changed = grid.update(glyphs, palette);
      // The canvas is sized here, with the cell it is drawn at, in the same commit: following the
      // window on its own (Pixi's resizeTo) it kept an old size until the next resize event.
      const width = (glyphs[0]?.length ?? 0) * cell;
      const height = glyphs.length * cell;
      const resized = width !== drawnWidth || height !== drawnHeight;
      if (resized) {
        app.renderer.resize(width, height);
        drawnWidth = width;
        drawnHeight = height;
      }
      // The ticker is off (a static map needs no 60 fps loop): render only when something changed.
      if (changed === 0 && !resized && drawnCell === cell && drawnBackground === palette.background) return 0;
      drawnCell = cell;
      if (drawnBackground !== palette.background) app.renderer.background.color = palette.background;
      drawnBackground = palette.background;
      const start = performance.now();
      app.render();
      // Only the latest entry is kept: a long game would otherwise hold one per frame.
      performance.clearMeasures('map-render');
      performance.measure('map-render', { start, end: performance.now() });
      return Math.max(changed, 1);
    });
    return () => {
      onReady(null);
      root.removeChild(grid.container);
      grid.container.destroy({ children: true });
    };
  }, [app, isInitialised, onReady]);

  return <pixiContainer ref={rootRef} />;
}
