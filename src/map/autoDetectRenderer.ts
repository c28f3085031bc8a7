// The renderer Pixi's Application makes on init, for the map: vite.config.ts points the Application's
// import of Pixi's autoDetectRenderer here. Pixi's own also imports the WebGPU renderer (a chunk of
// its own, ~40 KB gzip); the map draws with WebGL where a GPU draws it, else with Pixi's canvas renderer
// (./webglOnGpu.ts says why).
import type { AutoDetectOptions } from 'pixi.js/lib/rendering/renderers/autoDetectRenderer';
import type { Renderer } from 'pixi.js/lib/rendering/renderers/types';
// From Pixi's files, not ./pixi: that module imports the Application, which imports this one.
import { WebGLRenderer } from 'pixi.js/lib/rendering/renderers/gl/WebGLRenderer';
import { DOMAdapter } from 'pixi.js/lib/environment/adapter';
import { BrowserAdapter } from 'pixi.js/lib/environment-browser/BrowserAdapter';
import { webglOnGpu } from './webglOnGpu';

/**
 * From here on the canvases Pixi makes for itself give no WebGL context. Its canvas renderer still builds
 * the batcher's WebGL program text on the first draw, and asks a throwaway WebGL context for the GPU's float
 * precision to do it: on the machines that draw with the canvas renderer (WebGL emulated on the CPU), the
 * very context ./webglOnGpu.ts keeps its answer to avoid, 55 ms of the main thread under Lighthouse's 4x
 * slower CPU in one task of every game screen's load. With none, Pixi assumes medium precision, which the
 * canvas renderer never reads. The map's own canvas comes from React, not from here.
 */
function pixiCanvasesWithoutWebGL(): void {
  DOMAdapter.set({
    ...BrowserAdapter,
    createCanvas: (width, height) => {
      const canvas = BrowserAdapter.createCanvas(width, height) as HTMLCanvasElement;
      const getContext = canvas.getContext.bind(canvas) as (id: string, options?: unknown) => RenderingContext | null;
      canvas.getContext = ((id: string, options?: unknown) =>
        id.startsWith('webgl') ? null : getContext(id, options)) as HTMLCanvasElement['getContext'];
      return canvas;
    },
  });
}

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
  pixiCanvasesWithoutWebGL();
  const { CanvasRenderer } = await import('pixi.js/lib/rendering/renderers/canvas/CanvasRenderer');
  const renderer = new CanvasRenderer();
  await renderer.init({ ...shared, ...options.canvasOptions });
  return renderer;
}
