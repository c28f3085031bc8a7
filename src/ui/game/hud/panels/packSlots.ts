// The pack as the inventory panel shows it: one slot per item held, copies of one catalogue item side
// by side, kinds in the order the first of each was picked up. Every copy takes one of the 20 places
// (src/engine/rules/inventory.ts), so every copy is a tile of its own: 8 health and 10 mana potions are
// 18 tiles under "INVENTORY (18/20)", and a full pack shows 20 tiles and no free place, never 3 tiles and
// "20/20" (a stack with a count hid what the pack held, and finds then stayed on the floor). Stacking
// copies into one place would change what the pack holds: a rules change, left to the rules' next version.
import { templateIdOf, type Item } from '../../../../engine';

/** One tile of the panel: a copy held (its instance id is the tile's key), the one its buttons act on. */
export interface PackSlot {
  id: string;
  item: Item;
}

/** The pack as tiles, one per copy held, copies of one item together in the order each kind first came. */
export function packSlots(inventory: readonly Item[]): PackSlot[] {
  const byTemplate = new Map<string, Item[]>();
  for (const item of inventory) {
    const key = templateIdOf(item.id);
    const copies = byTemplate.get(key);
    if (copies) copies.push(item);
    else byTemplate.set(key, [item]);
  }
  return Array.from(byTemplate.values()).flatMap((copies) => copies.map((item) => ({ id: item.id, item })));
}
