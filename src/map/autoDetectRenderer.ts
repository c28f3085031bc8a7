// The renderer Pixi's Application makes on init, for the map: vite.config.ts points the Application's
// import of Pixi's autoDetectRenderer here. Pixi's own also imports the WebGPU renderer (a chunk of
// its own, ~40 KB gzip); the map draws with WebGL, or Pixi's canvas renderer where WebGL is missing.
import type { AutoDetectOptions } from 'pixi.js/lib/rendering/renderers/autoDetectRenderer';
import type { Renderer } from 'pixi.js/lib/rendering/renderers/types';
// From Pixi's files, not ./pixi: that module imports the Application, which imports this one.
import { WebGLRenderer } from 'pixi.js/lib/rendering/renderers/gl/WebGLRenderer';

/**
 * A WebGL renderer, or where the browser has none Pixi's canvas renderer (a chunk fetched only then).
 * WebGL is simply tried: Pixi's isWebGLSupported would first make and drop a context of its own, a
 * second WebGL start on the way to the map (about 8 ms of the main thread here, in software).
 */
export async function autoDetectRenderer(options: Partial<AutoDetectOptions>): Promise<Renderer> {
  const shared = { ...options };
  delete shared.webgpu;
  delete shared.webgl;
  delete shared.canvasOptions;
  const webgl = new WebGLRenderer();
  try {
    await webgl.init({ ...shared, ...options.webgl });
    return webgl;
  } catch {
    // No WebGL context to be had (Pixi throws when the canvas gives none): the canvas renderer draws.
  }
  const { CanvasRenderer } = await import('pixi.js/lib/rendering/renderers/canvas/CanvasRenderer');
  const renderer = new CanvasRenderer();
  await renderer.init({ ...shared, ...options.canvasOptions });
  return renderer;
}
