import { useEffect, useRef } from 'react';
import { extend, useApplication } from '@pixi/react';
import { Container } from './pixi';
import { createGlyphAtlas } from './glyphAtlas';
import { GlyphGrid } from './GlyphGrid';
import type { MapPainter } from './MapPainter';
import { nextTask } from './nextTask';
import { DUNGEON_HEIGHT, DUNGEON_WIDTH } from '../engine';

// A level's sprites are made this many rows a task (50 sprites), before the first draw needs them: five
// rows (125 sprites) took 19-24 ms a task in Lighthouse's trace of a resumed game, each past its 50 ms line
// at the 4x slower CPU it simulates.
const ROWS_A_TASK = 2;

// The one Pixi class the map mounts through React; the glyph sprites are the GlyphGrid's own.
extend({ Container });

/**
 * The glyph tilemap inside the map's Pixi Application. It is built once and never re-rendered by
 * React: it hands a painter to the DOM side, which draws in the same task as the move (a layout
 * effect, see MapView). Set up in tasks of its own after the renderer's (the glyph atlas a cue at a
 * time, the level's sprites a few rows at a time, then a first blank frame), none of them long, while
 * the game screen is already up.
 */
export function MapLayer({ onReady }: { onReady: (painter: MapPainter | null) => void }) {
  const { app, isInitialised } = useApplication();
  const rootRef = useRef<Container>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !isInitialised) return;
    let unmounted = false;
    let grid: GlyphGrid | null = null;
    const setUp = async () => {
      await nextTask();
      if (unmounted) return;
      const atlas = await createGlyphAtlas(nextTask);
      if (unmounted) return;
      grid = new GlyphGrid(atlas);
      root.addChild(grid.container);
      for (let row = 0; row < DUNGEON_HEIGHT; row += ROWS_A_TASK) {
        await nextTask();
        if (unmounted) return;
        grid.addRows(DUNGEON_WIDTH, Math.min(ROWS_A_TASK, DUNGEON_HEIGHT - row));
      }
      await nextTask();
      if (unmounted) return;
      // One frame of the blank grid compiles the sprite shader, uploads the atlas and builds the
      // grid's draw list here, in a task of its own, rather than in the commit that first shows the map.
      app.render();
      await nextTask();
      if (unmounted) return;
      onReady(painterFor(app, grid));
    };
    setUp().catch((error: unknown) => console.error('The map could not be drawn:', error));
    return () => {
      unmounted = true;
      onReady(null);
      // Destroying takes it off the root; the root may be destroyed already (the Application unmounted).
      if (grid && !grid.container.destroyed) grid.container.destroy({ children: true });
    };
  }, [app, isInitialised, onReady]);

  return <pixiContainer ref={rootRef} />;
}

/** The painter: updates the grid, sizes the canvas to it, renders only when something changed. */
function painterFor(app: ReturnType<typeof useApplication>['app'], grid: GlyphGrid): MapPainter {
  let drawnCell = 0;
  let drawnBackground = app.renderer.background.color.toNumber();
  let drawnWidth = 0;
  let drawnHeight = 0;
  return (glyphs, palette, cell) => {
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
    // No ticker (a static map needs no 60 fps loop): render only when something changed.
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
  };
}
