// The renderer Pixi's Application makes on init, for the map: vite.config.ts points the Application's
// import of Pixi's autoDetectRenderer here. Pixi's own also imports the WebGPU renderer (a chunk of
// its own, ~40 KB gzip); the map draws with WebGL, or Pixi's canvas renderer where WebGL is missing.
import type { AutoDetectOptions } from 'pixi.js/lib/rendering/renderers/autoDetectRenderer';
import type { Renderer } from 'pixi.js/lib/rendering/renderers/types';
// From Pixi's files, not ./pixi: that module imports the Application, which imports this one.
import { WebGLRenderer } from 'pixi.js/lib/rendering/renderers/gl/WebGLRenderer';
import { nextTask } from './nextTask';

// The extensions Pixi 8 asks of every context as it starts (GlContextSystem.getExtensions), in two
// groups. A first ask is a round trip to the GPU process (0.5-5 ms each in software); a second is
// answered from the context, so Pixi's own asks cost nothing once these have been made.
const PIXI_EXTENSIONS = [
  [
    'EXT_texture_filter_anisotropic',
    'OES_texture_float_linear',
    'WEBGL_compressed_texture_s3tc',
    'WEBGL_compressed_texture_s3tc_srgb',
    'WEBGL_compressed_texture_etc',
    'WEBGL_compressed_texture_etc1',
    'WEBGL_compressed_texture_pvrtc',
  ],
  [
    'WEBGL_compressed_texture_atc',
    'WEBGL_compressed_texture_astc',
    'EXT_texture_compression_bptc',
    'EXT_texture_compression_rgtc',
    'WEBGL_lose_context',
    'EXT_color_buffer_float',
    'WEBGL_provoking_vertex',
  ],
];

/**
 * The map canvas's WebGL context, made and its extensions asked in tasks of their own: where WebGL is
 * drawn in software, making it, Pixi's asks of its extensions and the rest of Pixi's start were one
 * task of the main thread (126 ms under a 4x slower CPU, the game screen's longest). The attributes
 * are those Pixi would ask for an opaque map without antialiasing. Undefined where the canvas gives
 * none (Pixi then tries itself and throws, and the canvas renderer draws) or where no canvas is
 * given (Pixi makes its own and its context).
 */
async function contextOf(canvas: AutoDetectOptions['canvas'] | undefined) {
  if (!canvas || !('getContext' in canvas)) return undefined;
  const attributes = { alpha: false, antialias: false, premultipliedAlpha: true, stencil: true };
  // Pixi's type names WebGL 2 only; it reads the version from the context it is given.
  const context = (canvas.getContext('webgl2', attributes) ??
    canvas.getContext('webgl', attributes)) as WebGL2RenderingContext | null;
  if (!context) return undefined;
  for (const names of PIXI_EXTENSIONS) {
    await nextTask();
    for (const name of names) context.getExtension(name);
  }
  await nextTask();
  return context;
}

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
    await webgl.init({ ...shared, ...options.webgl, context: await contextOf(options.canvas) });
    return webgl;
  } catch {
    // No WebGL context to be had (Pixi throws when the canvas gives none): the canvas renderer draws.
  }
  const { CanvasRenderer } = await import('pixi.js/lib/rendering/renderers/canvas/CanvasRenderer');
  const renderer = new CanvasRenderer();
  await renderer.init({ ...shared, ...options.canvasOptions });
  return renderer;
}
