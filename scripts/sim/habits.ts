// Plain habits shared by the simple bots (newcomer, diver): no estimates, only what the screen shows
// and what the engine says (stamina costs, sacrifice preview, spell costs).
import {
  ATTACK_STAMINA_COST,
  EQUIPMENT_SLOTS,
  equipRefusal,
  INVENTORY_LIMIT,
  sacrificePreview,
  spellByName,
} from '../../src/engine';
import type { Action, EquipmentSlot, GameState, Item, StatName } from '../../src/engine/types';
import { canCast, hasPotion } from './fight';

/** Sum of an item's four stat bonuses: what "obviously better" means to a simple player. */
function statSum(item: Item | null): number {
  const e = item?.effect;
  return e ? (e.strength ?? 0) + (e.intelligence ?? 0) + (e.dexterity ?? 0) + (e.constitution ?? 0) : 0;
}

function slotsFor(item: Item): EquipmentSlot[] {
  return item.type === 'ring' ? ['ring1', 'ring2'] : [item.type as EquipmentSlot];
}

/** Equip a held piece whose stat sum beats what is worn in its slot (an empty slot counts as 0). */
export function equipBetter(state: GameState): Action | null {
  for (const item of state.inventory) {
    if (!item.equipSlot || equipRefusal(state, item.id) !== null) continue;
    const worn = slotsFor(item)
      .filter((slot) => EQUIPMENT_SLOTS.includes(slot))
      .map((slot) => state.equipment[slot]);
    const weakest = Math.min(...worn.map(statSum));
    // A full pair of rings: the engine replaces ring1, so only an upgrade over ring1 is obvious.
    const replaced = worn.some((piece) => piece === null) ? 0 : item.type === 'ring' ? statSum(worn[0]) : weakest;
    if (statSum(item) > replaced) return { type: 'equip', itemId: item.id };
  }
  return null;
}

/** Spend a pending stat point, cycling through `cycle` by hero level. */
export function allocate(state: GameState, cycle: readonly StatName[]): Action | null {
  if ((state.player.pendingStatPoint ?? 0) === 0) return null;
  return { type: 'allocateStat', stat: cycle[state.player.level % cycle.length] };
}

/** Read a scroll of a spell not yet known. */
export function readNewScroll(state: GameState): Action | null {
  const scroll = state.inventory.find(
    (i) => i.type === 'scroll' && i.teachSpell && !state.player.learnedSpells.includes(i.teachSpell),
  );
  return scroll ? { type: 'useItem', itemId: scroll.id } : null;
}

/** Sell treasures on a merchant's cell; with a full pack, drop a treasure (or the oldest thing) on empty floor. */
export function tidyPack(state: GameState): Action | null {
  const here = state.dungeon.rooms[state.player.y][state.player.x];
  const treasure = state.inventory.find((item) => item.type === 'treasure');
  if (here?.type === 'merchant' && treasure) return { type: 'sellItem', itemId: treasure.id };
  if (state.inventory.length >= INVENTORY_LIMIT && here?.type === 'empty') {
    return { type: 'drop', itemId: (treasure ?? state.inventory[0]).id };
  }
  return null;
}

/** Rest out of combat when health is under `healthShare` of max, or too tired for one attack. */
export function restIfLow(state: GameState, healthShare: number): Action | null {
  const { health, maxHealth, stamina } = state.player;
  return health < maxHealth * healthShare || stamina < ATTACK_STAMINA_COST ? { type: 'rest' } : null;
}

/** HEAL is worth a turn only while what it restores is a tenth of the hero's health or more. */
const HEAL_WORTH_SHARE = 0.1;

/**
 * A simple fighter's turn: a health potion when health is under `lowShare` (else HEAL if `heal`,
 * castable and still worth a turn), attack while stamina allows, else sacrifice health for stamina
 * as the engine offers.
 */
export function fightSimply(state: GameState, lowShare: number, heal: boolean): Action {
  const { health, maxHealth, stamina } = state.player;
  if (health < maxHealth * lowShare) {
    if (hasPotion(state, 'health')) return { type: 'useHealthPotion' };
    const healing = spellByName('HEAL')?.heal ?? 0;
    if (heal && canCast(state, 'HEAL') && healing >= maxHealth * HEAL_WORTH_SHARE)
      return { type: 'cast', spell: 'HEAL' };
  }
  if (stamina >= ATTACK_STAMINA_COST) return { type: 'attack' };
  if (sacrificePreview(state).allowed) return { type: 'sacrificeForStamina' };
  return { type: 'attack' };
}
