// The renderer Pixi's Application makes on init, for the map: vite.config.ts points the Application's
// import of Pixi's autoDetectRenderer here. Pixi's own also imports the WebGPU renderer (a chunk of
// its own, ~40 KB gzip); the map draws with WebGL where a GPU draws it, else with Pixi's canvas renderer
// (./webglOnGpu.ts says why).
import type { AutoDetectOptions } from 'pixi.js/lib/rendering/renderers/autoDetectRenderer';
import type { Renderer } from 'pixi.js/lib/rendering/renderers/types';
// From Pixi's files, not ./pixi: that module imports the Application, which imports this one.
import { WebGLRenderer } from 'pixi.js/lib/rendering/renderers/gl/WebGLRenderer';
import { webglOnGpu } from './webglOnGpu';

/**
 * A WebGL renderer where a GPU draws WebGL, else Pixi's canvas renderer (a chunk fetched only then).
 * WebGL is simply tried there: Pixi's isWebGLSupported would make and drop another context of its own.
 */
export async function autoDetectRenderer(options: Partial<AutoDetectOptions>): Promise<Renderer> {
  const shared = { ...options };
  delete shared.webgpu;
  delete shared.webgl;
  delete shared.canvasOptions;
  if (await webglOnGpu()) {
    const webgl = new WebGLRenderer();
    try {
      await webgl.init({ ...shared, ...options.webgl });
      return webgl;
    } catch {
      // No WebGL context to be had for this canvas after all (Pixi throws): the canvas renderer draws.
    }
  }
  const { CanvasRenderer } = await import('pixi.js/lib/rendering/renderers/canvas/CanvasRenderer');
  const renderer = new CanvasRenderer();
  await renderer.init({ ...shared, ...options.canvasOptions });
  return renderer;
}
