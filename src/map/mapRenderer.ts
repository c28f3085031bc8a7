// The map's Pixi renderer and its painter: a lazy chunk of its own (MapStage imports it on mount,
// GameRoute fetches it while the player types a name), so the game screen paints before Pixi is
// evaluated. A bare renderer, no Application: the map is static between moves and needs no ticker,
// and Application's renderer auto-detection would ship the WebGPU renderer too.
import type { CanvasRenderer } from 'pixi.js/lib/rendering/renderers/canvas/CanvasRenderer';
import { Container, isWebGLSupported, Sprite, Ticker, WebGLRenderer } from './pixi';
import { createGlyphAtlas } from './glyphAtlas';
import { GlyphGrid } from './GlyphGrid';
import type { Glyph } from './mapGlyphs';
import type { MapPalette } from './palette';

/** Draws a grid into the map's canvas; returns how many cells changed (0: no frame drawn). */
export type MapPainter = (grid: Glyph[][], palette: MapPalette, cell: number) => number;

/** A renderer on a canvas of its own, and the painter that draws the map with it. */
export interface MapRenderer {
  canvas: HTMLCanvasElement;
  paint: MapPainter;
  destroy(): void;
}

const RENDERER_OPTIONS = {
  width: 1,
  height: 1,
  antialias: false,
  failIfMajorPerformanceCaveat: false,
  autoDensity: true,
  // Every extension the map needs is imported by ./pixi: no environment bundle to fetch on init.
  manageImports: false,
};

/** WebGL, or where the browser has none Pixi's canvas renderer (a chunk fetched only then). */
async function newRenderer(background: number): Promise<WebGLRenderer | CanvasRenderer> {
  const options = { ...RENDERER_OPTIONS, background, resolution: Math.min(2, window.devicePixelRatio || 1) };
  if (isWebGLSupported(false)) {
    const renderer = new WebGLRenderer();
    await renderer.init(options);
    return renderer;
  }
  const { CanvasRenderer } = await import('pixi.js/lib/rendering/renderers/canvas/CanvasRenderer');
  const renderer = new CanvasRenderer();
  await renderer.init(options);
  return renderer;
}

/** Lets the browser handle input and paint between two steps of the renderer's setup. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A renderer with the glyph tilemap on its stage. The painter draws in the same task as the move:
 * the DOM side calls it from a layout effect (see MapView). Made in four tasks (after Pixi's
 * evaluation: the WebGL context, the glyph atlas, a first frame), none of them long, while the game
 * screen is already up.
 */
export async function createMapRenderer(background: number): Promise<MapRenderer> {
  await nextTask();
  const renderer = await newRenderer(background);
  // The renderer's scheduler (its texture and GPU-resource collection) runs on Pixi's system ticker,
  // a requestAnimationFrame loop for the page's whole life. The map draws only when a move changes it
  // and keeps its few textures as long as it lives: the loop would be work every frame for nothing.
  Ticker.system.autoStart = false;
  Ticker.system.stop();
  await nextTask();
  const stage = new Container();
  const atlas = createGlyphAtlas();
  const grid = new GlyphGrid(atlas);
  stage.addChild(grid.container);
  await nextTask();
  // One frame with a single glyph compiles the sprite shader and uploads the atlas here, in a task of
  // its own, rather than in the commit that first shows the map.
  const warmUp = new Sprite(atlas.texture(' '));
  stage.addChild(warmUp);
  renderer.render({ container: stage });
  stage.removeChild(warmUp);
  warmUp.destroy();
  await nextTask();
  let drawnCell = 0;
  let drawnBackground = background;
  let drawnWidth = 0;
  let drawnHeight = 0;
  const paint: MapPainter = (glyphs, palette, cell) => {
    grid.setCellSize(cell);
    const changed = grid.update(glyphs, palette);
    // The canvas is sized here, with the cell it is drawn at, in the same commit: following the
    // window on its own (Pixi's resizeTo) it kept an old size until the next resize event.
    const width = (glyphs[0]?.length ?? 0) * cell;
    const height = glyphs.length * cell;
    const resized = width !== drawnWidth || height !== drawnHeight;
    if (resized) {
      renderer.resize(width, height);
      drawnWidth = width;
      drawnHeight = height;
    }
    // No ticker (a static map needs no 60 fps loop): render only when something changed.
    if (changed === 0 && !resized && drawnCell === cell && drawnBackground === palette.background) return 0;
    drawnCell = cell;
    if (drawnBackground !== palette.background) renderer.background.color = palette.background;
    drawnBackground = palette.background;
    const start = performance.now();
    renderer.render({ container: stage });
    // Only the latest entry is kept: a long game would otherwise hold one per frame.
    performance.clearMeasures('map-render');
    performance.measure('map-render', { start, end: performance.now() });
    return Math.max(changed, 1);
  };
  return {
    canvas: renderer.canvas,
    paint,
    destroy() {
      stage.destroy({ children: true });
      renderer.destroy({ removeView: true });
    },
  };
}
