import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { extend, useApplication } from '@pixi/react';
import { Container } from 'pixi.js';
import { createGlyphAtlas } from './glyphAtlas';
import { GlyphGrid } from './GlyphGrid';
import type { Glyph } from './mapGlyphs';
import type { MapPalette } from './palette';

extend({ Container });

/** Fired after each drawn frame with the number of cells that changed (for benchmarks). */
export type DrawnListener = (changedCells: number) => void;

/** The glyph tilemap inside the Pixi application: built once, then updated cell by cell. */
export function MapLayer({ grid, palette, cell, onDrawn }: { grid: Glyph[][]; palette: MapPalette; cell: number; onDrawn?: DrawnListener }) {
  const { app, isInitialised } = useApplication();
  const rootRef = useRef<Container>(null);
  const [glyphGrid, setGlyphGrid] = useState<GlyphGrid | null>(null);
  const drawnCell = useRef(0);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const made = new GlyphGrid(createGlyphAtlas());
    root.addChild(made.container);
    setGlyphGrid(made);
    return () => {
      root.removeChild(made.container);
      made.container.destroy({ children: true });
    };
  }, []);

  useLayoutEffect(() => {
    if (!glyphGrid || !isInitialised) return;
    glyphGrid.setCellSize(cell);
    const changed = glyphGrid.update(grid, palette);
    // The ticker is off (a static map needs no 60 fps loop): render only when a cell or the size changed.
    if (changed === 0 && drawnCell.current === cell) return;
    drawnCell.current = cell;
    app.render();
    onDrawn?.(changed);
  }, [app, isInitialised, glyphGrid, grid, palette, cell, onDrawn]);

  return <pixiContainer ref={rootRef} />;
}
