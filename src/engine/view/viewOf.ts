// viewOf: a run's state as its hero may know it, what the server of a sealed run sends to its player and
// to spectators (rules reference, "Views of a sealed run").
import { isSellable, sellPrice } from '../rules/sellPrice';
import { EQUIPMENT_SLOTS } from '../rules/stats';
import type { GameState } from '../types';
import type { GameView } from './types';
import { viewDungeon } from './viewDungeon';

// What the merchant pays for each held item he buys, pack first, then the worn gear slot by slot. Prices
// follow from the seed, which a view withholds, and the pack's tooltips and the shop show them.
function heldPrices(state: GameState): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const item of state.inventory) if (isSellable(item)) prices[item.id] = sellPrice(state, item);
  for (const slot of EQUIPMENT_SLOTS) {
    const item = state.equipment[slot];
    if (item && isSellable(item)) prices[item.id] = sellPrice(state, item);
  }
  return prices;
}

/**
 * The state as its hero may know it: no seed, no generator state, no id counter, no run secret, no action
 * log (only its length); the floor reduced to what the hero has seen; the held items' prices. Built field
 * by field, never by copying the state, so a field added to the state stays out until it is decided
 * (types.ts). Two states the hero cannot tell apart give byte-identical JSON.
 */
export function viewOf(state: GameState): GameView {
  return {
    player: state.player,
    dungeon: viewDungeon(state.dungeon),
    inventory: state.inventory,
    equipment: state.equipment,
    combat: state.combat,
    log: state.log,
    score: state.score,
    gameStatus: state.gameStatus,
    theme: state.theme,
    discoveredItems: state.discoveredItems,
    discoveredMonsters: state.discoveredMonsters,
    discoveredSpells: state.discoveredSpells,
    monstersKilled: state.monstersKilled,
    verified: state.verified,
    // Version 1 states have no rules version; their views have none either (never an undefined field).
    ...(state.rulesVersion === undefined ? {} : { rulesVersion: state.rulesVersion }),
    actionCount: state.actions.length,
    prices: heldPrices(state),
  };
}
