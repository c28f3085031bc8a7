// Whether the map should draw with WebGL: only where a GPU draws it. Chrome emulates WebGL on the CPU
// with SwiftShader where the GPU is blocklisted or disabled (and Mesa's llvmpipe, Windows' WARP do the
// same); there a WebGL canvas is drawn by the emulated GPU and then read back into the page for every
// composite. Pixi's canvas renderer draws the same map without the read-back: Lighthouse's game screen,
// alternating runs on this machine, total blocking time 360-650 ms with WebGL, 180-300 ms with the canvas
// renderer; a move's draw costs it about 1 ms of the main thread against WebGL's 0.2 (bench:client).

// Its own, not src/map/nextTask.ts: Pixi's Application imports this file, so Pixi's chunk takes in what
// it imports, and the start screen, which shares that helper, would load Pixi to get it.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Renderer names of WebGL drawn on the CPU.
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|basic render driver/i;

// The answer, kept for the browser that gave it: asking costs the page a WebGL context (55-100 ms of the
// main thread under Lighthouse's 4x slower CPU, in software, on every load of the game screen). A new
// browser version asks again; a GPU that changes under the same browser keeps the old answer, and both
// renderers draw the same map. Storage is read here, not through src/storage/saveKey.ts: the start screen
// imports that module, and sharing it drew a map chunk into the start screen's bundle (240 KB against 180).
const ANSWER_KEY = 'dungeon-crawler-webgl-on-gpu';

function keptAnswer(): boolean | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(ANSWER_KEY) ?? 'null') as unknown;
    if (typeof kept !== 'object' || kept === null) return null;
    const { browser, onGpu } = kept as { browser?: unknown; onGpu?: unknown };
    return browser === navigator.userAgent && typeof onGpu === 'boolean' ? onGpu : null;
  } catch {
    return null;
  }
}

function keepAnswer(onGpu: boolean): boolean {
  try {
    window.localStorage.setItem(ANSWER_KEY, JSON.stringify({ browser: navigator.userAgent, onGpu }));
  } catch {
    // Storage disabled, full or refused: the next load asks again.
  }
  return onGpu;
}

/**
 * Asked of a throwaway context (the map's own canvas, once it holds a WebGL context, can no longer
 * give a 2D one): false where the browser has no WebGL or emulates it. The renderer's name comes from
 * WEBGL_debug_renderer_info where the browser offers it, else from RENDERER (Firefox names the
 * renderer there). Making the context, asking and dropping it each wait on the GPU process (37-55, 2-5
 * and 7-25 ms of the main thread under Lighthouse's 4x slower CPU, in software): three tasks, on the
 * browser's first game only.
 */
export async function webglOnGpu(): Promise<boolean> {
  const kept = keptAnswer();
  if (kept !== null) return kept;
  await nextTask();
  const gl = document.createElement('canvas').getContext('webgl');
  if (!gl) return keepAnswer(false);
  await nextTask();
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  setTimeout(() => gl.getExtension('WEBGL_lose_context')?.loseContext(), 0);
  return keepAnswer(!SOFTWARE_RENDERER.test(renderer));
}
