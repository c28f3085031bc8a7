// Merchant prices (the bands of data/priceBands.ts): a deterministic "random" whole number per item instance, from
// a hash of (seed, instance id), so the shop can show the exact price before the sale.
import { priceBandOf, type PriceBand } from '../data';
import { cyrb128 } from '../rng/sfc32';
import type { GameState, Item, ItemType } from '../types';

const SELLABLE: ReadonlySet<ItemType> = new Set<ItemType>([
  'treasure',
  'potion',
  'weapon',
  'armor',
  'helmet',
  'boots',
  'gloves',
  'ring',
  'scroll',
  'key',
]);

/** True when a merchant buys this item (keys at the 'other' price of 1). */
export function isSellable(item: Pick<Item, 'type'>): boolean {
  return SELLABLE.has(item.type);
}

/** The band a merchant pays for this item, for tooltips. */
export function sellPriceRange(item: Pick<Item, 'id' | 'type'>): PriceBand {
  const band = priceBandOf(item);
  return { min: band.min, max: band.max };
}

/** The exact price of this held item in this run (a sealed run's client knows it from its view). */
export function sellPrice(state: Pick<GameState, 'seed' | 'prices'>, item: Pick<Item, 'id' | 'type'>): number {
  const known = state.prices?.[item.id];
  if (known !== undefined) return known;
  const { min, max } = priceBandOf(item);
  return min + (cyrb128(`${state.seed}\u0000${item.id}`)[0] % (max - min + 1));
}
