// Equip (rules reference, "Items"): scrolls are read instead; rings fill ring1, then ring2, then replace ring1.
import { templateIdOf } from '../data';
import { inventoryIndex, withoutIndex } from '../rules/inventory';
import { copyState, withPlayer } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { readScroll } from '../rules/scrolls';
import { EQUIPMENT_SLOTS, syncMaxStamina } from '../rules/stats';
import type { EquipmentSlot, EquipSlotType, GameState, Item, ItemType } from '../types';
import { rulesOf } from '../versions/profiles';

const EQUIPPABLE: ReadonlySet<ItemType> = new Set<ItemType>(['weapon', 'armor', 'helmet', 'boots', 'gloves', 'ring']);

/** True for the item types that go into an equipment slot. */
export function isEquippable(item: Pick<Item, 'type'>): boolean {
  return EQUIPPABLE.has(item.type);
}

/**
 * "Already equipped": from version 2 this very item (a second copy of a ring fits ring2); version 1
 * refused any copy of the same template.
 */
function isWorn(state: GameState, item: Item): boolean {
  const byInstance = rulesOf(state).equippedByInstance;
  const template = templateIdOf(item.id);
  return EQUIPMENT_SLOTS.some((slot) => {
    const piece = state.equipment[slot];
    if (piece === null) return false;
    return byInstance ? piece.id === item.id : templateIdOf(piece.id) === template;
  });
}

/** The slot an item goes to: its own, or for rings the first free ring slot (ring1 when both are full). */
export function targetSlot(state: GameState, item: Item): EquipmentSlot {
  const kind: EquipSlotType = item.equipSlot ?? (item.type as EquipSlotType);
  if (kind !== 'ring') return kind;
  if (state.equipment.ring1 === null) return 'ring1';
  return state.equipment.ring2 === null ? 'ring2' : 'ring1';
}

/**
 * Why equipping a held gear item would be refused now (the text the log would get), or null when it
 * would go on. Scrolls are read by equip instead, so they are not gear here. Bots and the UI ask this
 * instead of re-deriving the rules of a version.
 */
export function equipRefusal(state: GameState, itemId: string): string | null {
  const index = inventoryIndex(state, itemId);
  if (index === -1) return MESSAGES.noSuchItem;
  const item = state.inventory[index];
  if (!isEquippable(item)) return MESSAGES.cannotEquip(item.name);
  return isWorn(state, item) ? MESSAGES.alreadyEquipped(item.name) : null;
}

/** Equips a held item by instance id; the replaced piece goes back to the pack. */
export function equip(state: GameState, itemId: string): Outcome {
  const index = inventoryIndex(state, itemId);
  if (index === -1) return refuse(state, MESSAGES.noSuchItem);
  const item = state.inventory[index];
  if (item.type === 'scroll') return readScroll(state, index, MESSAGES.alreadyKnownEquip);
  const refusal = equipRefusal(state, itemId);
  if (refusal !== null) return refuse(state, refusal);
  const slot = targetSlot(state, item);
  const replaced = state.equipment[slot];
  const inventory = withoutIndex(state.inventory, index);
  const next = copyState(state);
  next.inventory = replaced === null ? inventory : [...inventory, replaced];
  next.equipment = { ...state.equipment, [slot]: item };
  const line = replaced === null ? MESSAGES.equip(item.name) : MESSAGES.equipReplace(item.name, replaced.name);
  return done(withPlayer(next, syncMaxStamina(next)), line);
}
