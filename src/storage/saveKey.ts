// The local-storage key of the running game, and a check for it that needs no engine code, so the
// start screen can decide to resume before the engine-heavy chunk has arrived.

/** Where the running game is kept between visits: a fixed key in local storage. */
export const SAVE_STORAGE_KEY = 'dungeon-crawler-save';

/** The page's local storage, or null where it is disabled (some private modes throw on access). */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** True when something is stored under the save key; whether it decodes is checked later. */
export function hasLocalSave(storage: Storage | null): boolean {
  try {
    return (storage?.getItem(SAVE_STORAGE_KEY) ?? null) !== null;
  } catch {
    return false;
  }
}
