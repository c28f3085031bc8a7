// The whole item catalogue and lookups by template or instance id.
import type { Item } from '../types';
import { ARMOR } from './items/armor';
import { BOOTS, GLOVES, HELMETS, RINGS } from './items/accessories';
import { POTIONS } from './items/potions';
import { SCROLLS } from './items/scrolls';
import { KEYS, TREASURES } from './items/treasures';
import { WEAPONS } from './items/weapons';

/** Every catalogue item (id = template id), gear first, then consumables, keys and treasures. */
export const ITEMS: readonly Item[] = [
  ...WEAPONS,
  ...ARMOR,
  ...HELMETS,
  ...BOOTS,
  ...GLOVES,
  ...RINGS,
  ...POTIONS,
  ...SCROLLS,
  ...KEYS,
  ...TREASURES,
];

const BY_TEMPLATE_ID: ReadonlyMap<string, Item> = new Map(ITEMS.map((item) => [item.id, item]));

/** The template id of a template or instance id: 'silver_key-12' -> 'silver_key'. */
export function templateIdOf(id: string): string {
  return id.replace(/-\d+$/, '');
}

/** The catalogue item for a template id or an instance id, or undefined if unknown. */
export function itemTemplate(id: string): Item | undefined {
  return BY_TEMPLATE_ID.get(id) ?? BY_TEMPLATE_ID.get(templateIdOf(id));
}
