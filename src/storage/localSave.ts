import { decodeLocalSave, encodeLocalSave, type GameState } from '../engine';
import { SAVE_STORAGE_KEY } from './saveKey';

export { SAVE_STORAGE_KEY };

/** The statechart's view of persistence: it decides when, this decides where. */
export interface SaveStore {
  save(state: GameState): void;
  load(): GameState | null;
  clear(): void;
}

/** A SaveStore over a Web Storage (window.localStorage in the browser, a fake in tests). */
export function createLocalSaveStore(storage: Storage | null, now: () => number = Date.now): SaveStore {
  // What this store last wrote. A quiet autosave tick and a closing tab (which hides the page, then
  // leaves it) save a state already stored: it is not encoded again (an 80 KB save, 2-4 ms of this
  // machine's CPU, four times that at a phone's speed), unless something else has written the key since.
  let written: { state: GameState; value: string } | null = null;
  return {
    save(state) {
      try {
        if (written?.state === state && storage?.getItem(SAVE_STORAGE_KEY) === written.value) return;
        const value = encodeLocalSave(state, now());
        storage?.setItem(SAVE_STORAGE_KEY, value);
        written = { state, value };
      } catch {
        // A full or disabled storage must never break play; the next tick retries.
      }
    },
    load() {
      try {
        return decodeLocalSave(storage?.getItem(SAVE_STORAGE_KEY) ?? null);
      } catch {
        // An unreadable save gives no resume and no error: the player simply starts anew.
        return null;
      }
    },
    clear() {
      try {
        storage?.removeItem(SAVE_STORAGE_KEY);
      } catch {
        // Nothing to do: a storage we cannot write holds nothing of ours.
      }
    },
  };
}
