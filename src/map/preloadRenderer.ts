// Pixi fetches two pieces of its code only when the first map is drawn: the browser environment
// extensions and the WebGL renderer (a small chunk of its own that the build splits off). Fetched
// while the player types a name, they are in the browser's module map before BEGIN, so the map
// draws even if the server has gone away by then (the game itself runs in the browser) and the
// first map waits for no round trip.
import { loadEnvironmentExtensions } from 'pixi.js';

/** Loads the code Pixi would otherwise fetch on its first init; resolves when it is in the module map. */
export async function preloadRenderer(): Promise<void> {
  await Promise.all([
    loadEnvironmentExtensions(false),
    // The same file Pixi's autoDetectRenderer imports (pixi.js/lib/rendering/renderers/autoDetectRenderer.mjs):
    // a relative path, because the package's exports map does not expose it; resolving to the same file
    // makes the build point both imports at the same chunk.
    import('../../node_modules/pixi.js/lib/rendering/renderers/gl/WebGLRenderer'),
  ]);
}
