// The explorer bot's housekeeping out of combat: stats, scrolls, gear, selling, resting.
import {
  ATTACK_STAMINA_COST,
  effectiveStats,
  equipRefusal,
  INVENTORY_LIMIT,
  isSellable,
  spellByName,
  spellDamage,
} from '../../src/engine';
import type { Action, EquipmentSlot, GameState, Item, StatName } from '../../src/engine/types';
import { gearScore } from './judgement';

// Melee-first build with enough constitution to blunt blows and some dexterity for hit chance.
const STAT_CYCLE: readonly StatName[] = [
  'strength',
  'constitution',
  'strength',
  'dexterity',
  'constitution',
  'intelligence',
];

/** Rest below this share of max health: the explorer keeps a wide margin for the next fight. */
const REST_BELOW = 0.75;

function slotsFor(item: Item): EquipmentSlot[] {
  return item.type === 'ring' ? ['ring1', 'ring2'] : [item.type as EquipmentSlot];
}

/** The equip (or unequip-then-equip) action that upgrades gear, if any. */
function upgrade(state: GameState): Action | null {
  for (const item of state.inventory) {
    if (!item.equipSlot || equipRefusal(state, item.id) !== null) continue;
    const slots = slotsFor(item);
    const worn = slots.map((slot) => state.equipment[slot]);
    const weakest = Math.min(...worn.map(gearScore));
    if (gearScore(item) <= weakest && worn.every((w) => w !== null)) continue;
    // Rings replace ring1 when both are full: free ring2 first when ring2 is the weaker one.
    if (item.type === 'ring' && worn[0] && worn[1] && gearScore(worn[1]) < gearScore(worn[0])) {
      if (state.inventory.length >= INVENTORY_LIMIT) continue; // unequipping needs a free slot
      return { type: 'unequip', slot: 'ring2' };
    }
    return { type: 'equip', itemId: item.id };
  }
  return null;
}

/** Whether the hero has no use for an item any more (sold at merchants). */
function isJunk(state: GameState, item: Item): boolean {
  if (!isSellable(item)) return false;
  if (item.type === 'treasure') return true;
  if (item.type === 'scroll') return !!item.teachSpell && state.player.learnedSpells.includes(item.teachSpell);
  if (item.type === 'key') return state.inventory.filter((i) => i.type === 'key').length > 3;
  if (item.type === 'potion') return state.inventory.length >= INVENTORY_LIMIT - 2;
  if (!item.equipSlot) return false;
  const worn = slotsFor(item).map((slot) => state.equipment[slot]);
  return worn.every((w) => w !== null && gearScore(w) >= gearScore(item));
}

/** The housekeeping action to take now, or null when there is none. */
export function upkeepAction(state: GameState, onMerchant: boolean): Action | null {
  const { player } = state;
  if ((player.pendingStatPoint ?? 0) > 0)
    return { type: 'allocateStat', stat: STAT_CYCLE[player.level % STAT_CYCLE.length] };
  const scroll = state.inventory.find(
    (i) => i.type === 'scroll' && i.teachSpell && !player.learnedSpells.includes(i.teachSpell),
  );
  if (scroll && spellByName(scroll.teachSpell ?? '')) return { type: 'useItem', itemId: scroll.id };
  const better = upgrade(state);
  if (better) return better;
  if (onMerchant) {
    const junk = state.inventory.find((item) => isJunk(state, item));
    if (junk) return { type: 'sellItem', itemId: junk.id };
  }
  // A rest costs a tenth of the score: rest for health, for the stamina of two blows, and for mana only
  // while spells still hit harder than the sword.
  if (
    player.health < player.maxHealth * REST_BELOW ||
    player.stamina < Math.min(player.maxStamina, 2 * ATTACK_STAMINA_COST) ||
    (player.mana < player.maxMana * 0.4 && spellsBeatMelee(state))
  ) {
    return { type: 'rest' };
  }
  return null;
}

/** True while the hero's best damaging spell, at full mana, deals more than a melee blow (STR + 2 on average). */
function spellsBeatMelee(state: GameState): boolean {
  const stats = effectiveStats(state);
  return state.player.learnedSpells.some((name) => {
    const spell = spellByName(name);
    return !!spell?.damage && spellDamage(spell, stats.intelligence) > stats.strength + 2;
  });
}
