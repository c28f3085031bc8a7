// The renderer Pixi's Application makes on init, for the map: vite.config.ts points the Application's
// import of Pixi's autoDetectRenderer here. Pixi's own also imports the WebGPU renderer (a chunk of
// its own, ~40 KB gzip); the map draws with WebGL, or Pixi's canvas renderer where WebGL is missing.
import type { AutoDetectOptions } from 'pixi.js/lib/rendering/renderers/autoDetectRenderer';
import type { Renderer } from 'pixi.js/lib/rendering/renderers/types';
// From Pixi's files, not ./pixi: that module imports the Application, which imports this one.
import { WebGLRenderer } from 'pixi.js/lib/rendering/renderers/gl/WebGLRenderer';
import { isWebGLSupported } from 'pixi.js/lib/utils/browser/isWebGLSupported';

/** A WebGL renderer, or where the browser has none Pixi's canvas renderer (a chunk fetched only then). */
export async function autoDetectRenderer(options: Partial<AutoDetectOptions>): Promise<Renderer> {
  const shared = { ...options };
  delete shared.webgpu;
  delete shared.webgl;
  delete shared.canvasOptions;
  if (isWebGLSupported(options.failIfMajorPerformanceCaveat ?? false)) {
    const renderer = new WebGLRenderer();
    await renderer.init({ ...shared, ...options.webgl });
    return renderer;
  }
  const { CanvasRenderer } = await import('pixi.js/lib/rendering/renderers/canvas/CanvasRenderer');
  const renderer = new CanvasRenderer();
  await renderer.init({ ...shared, ...options.canvasOptions });
  return renderer;
}
