// Small constructors that keep the item tables terse and every entry well-formed.
import type { EquipSlotType, Item, ItemEffect, ItemType, SpellName } from '../../types';

/** Common fields of one catalogue row. */
export interface ItemRow {
  id: string;
  name: string;
  tier: number;
  symbol: string;
  color: string;
  description: string;
}

/** Gear: the effect holds only the four stats; the slot is the item type. */
export function gear(type: EquipSlotType, row: ItemRow, effect: ItemEffect): Item {
  return { ...row, type, effect, equipSlot: type };
}

/** A potion restoring health or mana. */
export function potion(row: ItemRow, effect: Pick<ItemEffect, 'health' | 'mana'>): Item {
  return { ...row, type: 'potion', effect };
}

/** A scroll that teaches a spell when read. */
export function scroll(row: ItemRow, teachSpell: SpellName): Item {
  return { ...row, type: 'scroll', teachSpell };
}

/** An item with no effect: a key or a treasure. */
export function plain(type: Extract<ItemType, 'key' | 'treasure'>, row: ItemRow): Item {
  return { ...row, type };
}
