// Sell to a merchant (rules reference, "Items"): only on a merchant room and not in combat.
import { inventoryIndex, withoutIndex } from '../rules/inventory';
import { copyPlayer, withPlayer } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { isSellable, sellPrice } from '../rules/sellPrice';
import { currentRoom, inCombat } from '../rules/state';
import type { GameState } from '../types';

/** Sells a held item by instance id for its deterministic price. */
export function sellItem(state: GameState, itemId: string): Outcome {
  if (inCombat(state) || currentRoom(state)?.type !== 'merchant') return refuse(state, MESSAGES.noMerchant);
  const index = inventoryIndex(state, itemId);
  if (index === -1) return refuse(state, MESSAGES.noSuchItem);
  const item = state.inventory[index];
  if (!isSellable(item)) return refuse(state, MESSAGES.cannotSell(item.name));
  const gold = sellPrice(state, item);
  const paid = copyPlayer(state.player);
  paid.gold += gold;
  const next = withPlayer(state, paid);
  next.inventory = withoutIndex(state.inventory, index);
  return done(next, MESSAGES.sold(item.name, gold));
}
