import { nextTask } from './nextTask';

/**
 * The map's renderer: Pixi's chunk, then the map's (@pixi/react and the painter), each evaluated in a
 * task of its own. Imported at once they were one 31-36 ms task of a resumed game's load in
 * Lighthouse's trace.
 */
export async function loadMapRenderer() {
  await import('./pixi');
  await nextTask();
  return import('./mapRenderer');
}
