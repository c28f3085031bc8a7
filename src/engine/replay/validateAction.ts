// Shape check of an action object from outside (server, save codes): a clean copy or null.
import type { Action, Direction, EquipmentSlot, StatName } from '../types';
import { STEPS } from '../rules/directions';
import { EQUIPMENT_SLOTS, STAT_NAMES } from '../rules/stats';

const DIRECTIONS: ReadonlySet<string> = new Set<Direction>(STEPS.map((step) => step.direction));
const SLOTS: ReadonlySet<string> = new Set(EQUIPMENT_SLOTS);
const STATS: ReadonlySet<string> = new Set(STAT_NAMES);
const BARE = new Set([
  'attack',
  'rest',
  'sacrificeForStamina',
  'useHealthPotion',
  'useManaPotion',
  'descend',
  'monsterTurn',
  'sellTreasure',
]);
/** Longest spell name or item id accepted (real ones are far shorter). */
export const MAX_ACTION_TEXT = 64;

function text(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_ACTION_TEXT;
}

/** The action with only its known fields, or null when the shape is not a legal action. */
export function validateAction(x: unknown): Action | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null;
  const raw = x as Record<string, unknown>;
  const type = raw.type;
  if (typeof type !== 'string') return null;
  if (BARE.has(type)) return { type } as Action;
  switch (type) {
    case 'move':
      return typeof raw.direction === 'string' && DIRECTIONS.has(raw.direction)
        ? { type, direction: raw.direction as Direction }
        : null;
    case 'cast':
      return text(raw.spell) ? { type, spell: raw.spell } : null;
    case 'equip':
    case 'useItem':
    case 'sellItem':
    case 'drop':
      return text(raw.itemId) ? { type, itemId: raw.itemId } : null;
    case 'unequip':
      return typeof raw.slot === 'string' && SLOTS.has(raw.slot) ? { type, slot: raw.slot as EquipmentSlot } : null;
    case 'allocateStat':
      return typeof raw.stat === 'string' && STATS.has(raw.stat) ? { type, stat: raw.stat as StatName } : null;
    default:
      return null;
  }
}
