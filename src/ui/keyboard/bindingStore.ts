// The player's key bindings, remembered in this browser's localStorage and shared by the game keys
// and the CONTROLS dialog (one small store with subscribers, read by useSyncExternalStore).
import { useSyncExternalStore } from 'react';
import { DEFAULT_BINDINGS, parseBindings, serialiseBindings, type Bindings } from './keyBindings';

/** localStorage key of the remembered bindings. */
export const BINDINGS_STORAGE_KEY = 'dungeon-crawler-keys';

let current: Bindings | null = null;
const listeners = new Set<() => void>();

/** The bindings in force: read from storage once, checked (unreadable data gives the defaults). */
export function currentBindings(): Bindings {
  current ??= readStored();
  return current;
}

/** Put new bindings in force and remember them; silently kept for this visit only when storage is blocked. */
export function setBindings(bindings: Bindings): void {
  current = bindings;
  try {
    localStorage.setItem(BINDINGS_STORAGE_KEY, serialiseBindings(bindings));
  } catch {
    // Blocked storage (sandboxed frame): the bindings still hold until the page closes.
  }
  listeners.forEach((listener) => listener());
}

/** Back to the default keys (the table in README.md, "How to play"). */
export function resetBindings(): void {
  setBindings(DEFAULT_BINDINGS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The bindings in force, re-rendering when they change. */
export function useBindings(): Bindings {
  return useSyncExternalStore(subscribe, currentBindings);
}

function readStored(): Bindings {
  try {
    const raw = localStorage.getItem(BINDINGS_STORAGE_KEY);
    return raw ? parseBindings(JSON.parse(raw)) : DEFAULT_BINDINGS;
  } catch {
    // Corrupt JSON or blocked storage: the default keys.
    return DEFAULT_BINDINGS;
  }
}

/** Forget the cached read (tests that change localStorage between cases). */
export function forgetCachedBindings(): void {
  current = null;
}
