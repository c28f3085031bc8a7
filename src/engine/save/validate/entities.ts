// Readers for items, monsters and equipment in an untrusted save.
import type {
  EquipSlotType,
  Equipment,
  EquipmentSlot,
  Item,
  ItemEffect,
  ItemType,
  Monster,
  SpellName,
} from '../../types';
import { EQUIPMENT_SLOTS } from '../../rules/stats';
import { InvalidSave, int, isObject, list, num, obj, oneOf, str } from './primitives';

const ITEM_TYPES: readonly ItemType[] = [
  'weapon',
  'armor',
  'helmet',
  'boots',
  'gloves',
  'ring',
  'potion',
  'key',
  'treasure',
  'scroll',
];
const GEAR_TYPES: readonly EquipSlotType[] = ['weapon', 'armor', 'helmet', 'boots', 'gloves', 'ring'];
/** Every spell name a save may mention. */
export const SPELL_NAMES: readonly SpellName[] = ['HEAL', 'FIREBALL', 'LIGHT', 'LIGHTNING', 'SHIELD', 'MAGIC MISSILE'];
const EFFECT_KEYS = ['strength', 'intelligence', 'dexterity', 'constitution', 'health', 'mana'] as const;

function readEffect(value: unknown, where: string): ItemEffect {
  const raw = obj(value, where);
  const effect: ItemEffect = {};
  for (const key of EFFECT_KEYS) {
    if (raw[key] !== undefined) effect[key] = num(raw[key], `${where}.${key}`);
  }
  return effect;
}

/** An item with every field checked; unknown fields are dropped. */
export function readItem(value: unknown, where: string): Item {
  const raw = obj(value, where);
  const item: Item = {
    id: str(raw.id, `${where}.id`, 200),
    name: str(raw.name, `${where}.name`, 200),
    type: oneOf(raw.type, ITEM_TYPES, `${where}.type`),
    symbol: str(raw.symbol, `${where}.symbol`, 8),
    color: str(raw.color, `${where}.color`, 64),
    description: str(raw.description, `${where}.description`, 1000),
    tier: int(raw.tier, `${where}.tier`, 0, 1000),
  };
  if (item.id === '') throw new InvalidSave(`${where}.id`);
  if (raw.effect !== undefined) item.effect = readEffect(raw.effect, `${where}.effect`);
  if (raw.teachSpell !== undefined) item.teachSpell = oneOf(raw.teachSpell, SPELL_NAMES, `${where}.teachSpell`);
  if (raw.equipSlot !== undefined) item.equipSlot = oneOf(raw.equipSlot, GEAR_TYPES, `${where}.equipSlot`);
  return item;
}

/** A placed monster with every number finite and health within its maximum. */
export function readMonster(value: unknown, where: string): Monster {
  const raw = obj(value, where);
  const maxHealth = int(raw.maxHealth, `${where}.maxHealth`, 1);
  return {
    id: str(raw.id, `${where}.id`, 200),
    name: str(raw.name, `${where}.name`, 200),
    symbol: str(raw.symbol, `${where}.symbol`, 8),
    health: Math.min(maxHealth, int(raw.health, `${where}.health`)),
    maxHealth,
    attack: int(raw.attack, `${where}.attack`, 0),
    defense: int(raw.defense, `${where}.defense`, 0),
    experience: int(raw.experience, `${where}.experience`, 0),
    gold: int(raw.gold, `${where}.gold`, 0),
    x: int(raw.x, `${where}.x`),
    y: int(raw.y, `${where}.y`),
  };
}

/** Whether an item may sit in a slot (rings in ring1/ring2, the rest in their own slot). */
function fitsSlot(item: Item, slot: EquipmentSlot): boolean {
  return slot === 'ring1' || slot === 'ring2' ? item.type === 'ring' : item.type === slot;
}

/** Equipment with all seven slots, each empty (null) or holding fitting gear. */
export function readEquipment(value: unknown, where: string): Equipment {
  const raw = obj(value, where);
  const equipment = {} as Equipment;
  for (const slot of EQUIPMENT_SLOTS) {
    const held = raw[slot];
    if (held === null) {
      equipment[slot] = null;
      continue;
    }
    const item = readItem(held, `${where}.${slot}`);
    if (!fitsSlot(item, slot)) throw new InvalidSave(`${where}.${slot}`);
    equipment[slot] = item;
  }
  return equipment;
}

/** The inventory: at most 20 valid items. */
export function readInventory(value: unknown, where: string): Item[] {
  return list(value, where, readItem, 20);
}

/** A list of strings (names or ids), deduplicated. */
export function readNames(value: unknown, where: string): string[] {
  return [...new Set(list(value, where, (v, w) => str(v, w, 200), 1000))];
}

/** Whether a value looks like an object at all (used for the section-5 presence checks). */
export { isObject };
