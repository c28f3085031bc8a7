// The pack as the inventory panel shows it: identical items (copies of one catalogue item) as one slot
// with a count, in the order they were first picked up. A UI matter only: the pack still holds 20
// items and each copy keeps its own id and price.
import { sellPrice, templateIdOf, type GameState, type Item } from '../../../../engine';

/** One slot of the panel: the copies of one item, the one Use, Eq and Drop act on first. */
export interface PackStack {
  /** The catalogue id all copies share (the slot's key). */
  id: string;
  /** The copy a button acts on: the one the merchant pays least for (the dearest is kept to sell). */
  item: Item;
  /** Every copy held, in pack order. */
  copies: Item[];
}

/** The pack as slots of identical items, in the order each was first picked up. */
export function packStacks(inventory: readonly Item[], seed?: GameState['seed']): PackStack[] {
  const byTemplate = new Map<string, Item[]>();
  for (const item of inventory) {
    const key = templateIdOf(item.id);
    const copies = byTemplate.get(key);
    if (copies) copies.push(item);
    else byTemplate.set(key, [item]);
  }
  return Array.from(byTemplate, ([id, copies]) => ({ id, item: cheapest(copies, seed), copies }));
}

function cheapest(copies: Item[], seed: string | undefined): Item {
  if (copies.length === 1 || seed === undefined) return copies[0];
  const price = (item: Item) => sellPrice({ seed }, item);
  return copies.reduce((low, item) => (price(item) < price(low) ? item : low));
}
