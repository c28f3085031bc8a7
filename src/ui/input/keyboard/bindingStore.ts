// The player's key bindings, remembered in this browser's localStorage and shared by the game keys
// and the CONTROLS dialog (one small store with subscribers, read by useSyncExternalStore).
import { useSyncExternalStore } from 'react';
import { readStoredJson, writeStoredJson } from '../../../storage/storedJson';
import { DEFAULT_BINDINGS, parseBindings, storedBindings, type Bindings } from './keyBindings';

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
  writeStoredJson(BINDINGS_STORAGE_KEY, storedBindings(bindings));
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
  const stored = readStoredJson(BINDINGS_STORAGE_KEY);
  return stored === undefined ? DEFAULT_BINDINGS : parseBindings(stored);
}

/** Forget the cached read (tests that change localStorage between cases). */
export function forgetCachedBindings(): void {
  current = null;
}
