// The one item tooltip open on the whole screen: opening one closes any other, in any panel, and a
// tooltip whose trigger is unmounted (a panel disarming, an item sold) can never stay open.
import { useSyncExternalStore } from 'react';

let openKey: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  if (next === openKey) return;
  openKey = next;
  for (const listener of listeners) listener();
}

/** Open this item's tooltip (and so close any other). */
export function showTip(key: string): void {
  set(key);
}

/** Close this item's tooltip if it is the one open. */
export function hideTip(key: string): void {
  if (openKey === key) set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The key of the open item tooltip, or null. */
export function useOpenTip(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => openKey,
    () => null,
  );
}
