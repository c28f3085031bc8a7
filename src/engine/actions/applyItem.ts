// Use an item (rules reference, "Items"): potions restore up to the maximum, scrolls teach, keys and treasure
// only describe themselves, gear is equipped. Quick actions: they never pass the turn.
import { inventoryIndex, withoutIndex } from '../rules/inventory';
import { copyPlayer, withPlayer } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { readScroll } from '../rules/scrolls';
import type { GameState } from '../types';
import { equip, isEquippable } from './equip';

/** Uses a held item by instance id. */
export function applyItem(state: GameState, itemId: string): Outcome {
  const index = inventoryIndex(state, itemId);
  if (index === -1) return refuse(state, MESSAGES.noSuchItem);
  const item = state.inventory[index];
  if (item.type === 'potion') return drinkPotion(state, index);
  if (item.type === 'scroll') return readScroll(state, index, MESSAGES.alreadyKnown);
  if (isEquippable(item)) return equip(state, itemId);
  return done(state, MESSAGES.inspect(item.name, item.description));
}

/** Drinks the potion at `index`; refused (nothing consumed) when what it restores is already full. */
export function drinkPotion(state: GameState, index: number): Outcome {
  const potion = state.inventory[index];
  const { player } = state;
  const healthGain = Math.min(potion.effect?.health ?? 0, player.maxHealth - player.health);
  const manaGain = Math.min(potion.effect?.mana ?? 0, player.maxMana - player.mana);
  if (healthGain <= 0 && manaGain <= 0) {
    return refuse(state, potion.effect?.health ? MESSAGES.healthFull : MESSAGES.manaFull);
  }
  const lines: string[] = [];
  if (healthGain > 0) lines.push(MESSAGES.drinkHealth(potion.name, healthGain));
  if (manaGain > 0) lines.push(MESSAGES.drinkMana(potion.name, manaGain));
  const restored = copyPlayer(player);
  restored.health = player.health + healthGain;
  restored.mana = player.mana + manaGain;
  const next = withPlayer(state, restored);
  next.inventory = withoutIndex(state.inventory, index);
  return done(next, ...lines);
}

/** H: the first potion with a health effect. */
export function drinkHealthPotion(state: GameState): Outcome {
  const index = state.inventory.findIndex((item) => item.type === 'potion' && (item.effect?.health ?? 0) > 0);
  return index === -1 ? refuse(state, MESSAGES.noHealthPotion) : drinkPotion(state, index);
}

/** M: the first potion with a mana effect. */
export function drinkManaPotion(state: GameState): Outcome {
  const index = state.inventory.findIndex((item) => item.type === 'potion' && (item.effect?.mana ?? 0) > 0);
  return index === -1 ? refuse(state, MESSAGES.noManaPotion) : drinkPotion(state, index);
}
