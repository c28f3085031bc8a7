// Sell every treasure at once (rules reference, "Items"): the merchant buys each gem and trinket for
// its own price, so a full pack empties in one tap instead of one per item. Added after version 2
// shipped and accepted under every version: no record made before it can hold one.
import { copyPlayer, withPlayer } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { sellPrice } from '../rules/sellPrice';
import { currentRoom, inCombat } from '../rules/state';
import type { GameState, Item } from '../types';

/** The treasures a sale of all would sell (pack order) and the gold it would bring. */
export interface TreasureSale {
  items: Item[];
  gold: number;
}

/** What selling all treasure would sell and pay now (the shop shows it on its button). */
export function treasureSale(state: Pick<GameState, 'inventory' | 'seed'>): TreasureSale {
  const items = state.inventory.filter((item) => item.type === 'treasure');
  return { items, gold: items.reduce((sum, item) => sum + sellPrice(state, item), 0) };
}

/** Sells every held treasure; refused away from a merchant, in combat, or with none to sell. */
export function sellTreasure(state: GameState): Outcome {
  if (inCombat(state) || currentRoom(state)?.type !== 'merchant') return refuse(state, MESSAGES.noMerchant);
  const { items, gold } = treasureSale(state);
  if (items.length === 0) return refuse(state, MESSAGES.noTreasure);
  const paid = copyPlayer(state.player);
  paid.gold += gold;
  const next = withPlayer(state, paid);
  next.inventory = state.inventory.filter((item) => item.type !== 'treasure');
  return done(next, MESSAGES.soldTreasure(items.length, gold));
}
