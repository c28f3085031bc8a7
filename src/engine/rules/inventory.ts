// The pack: 20 slots, and the discovered-items record.
import { templateIdOf } from '../data';
import type { GameState, Item } from '../types';
import { copyState } from './copy';
import { addOnce } from './state';

/** Inventory size: the pack holds 20 items. */
export const INVENTORY_LIMIT = 20;

/** True when nothing more fits in the pack. */
export function isPackFull(state: GameState): boolean {
  return state.inventory.length >= INVENTORY_LIMIT;
}

/** Index of the held item with this instance id, or -1. */
export function inventoryIndex(state: GameState, itemId: string): number {
  return state.inventory.findIndex((item) => item.id === itemId);
}

/** The inventory without the item at `index`. */
export function withoutIndex(items: Item[], index: number): Item[] {
  return items.slice(0, index).concat(items.slice(index + 1));
}

/** The state with `item` added to the pack and its template recorded as discovered. */
export function gainItem(state: GameState, item: Item): GameState {
  const next = copyState(state);
  next.inventory = [...state.inventory, item];
  next.discoveredItems = addOnce(state.discoveredItems, templateIdOf(item.id));
  return next;
}
