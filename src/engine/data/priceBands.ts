// Merchant sale-price bands (whole gold pieces, inclusive); rules reference, "Items".
import type { Item, ItemType } from '../types';

/** An inclusive range of gold a merchant pays. */
export interface PriceBand {
  min: number;
  max: number;
}

/** Band keys: item types, plus 'diamonds' (ids starting with it) and 'other' (keys). */
export type PriceBandKey = Exclude<ItemType, 'key'> | 'diamonds' | 'other';

/** Sale-price bands by kind of item. */
export const SELL_PRICE_BANDS: Readonly<Record<PriceBandKey, PriceBand>> = {
  treasure: { min: 10, max: 19 },
  diamonds: { min: 20, max: 39 },
  potion: { min: 5, max: 9 },
  weapon: { min: 15, max: 29 },
  armor: { min: 12, max: 23 },
  helmet: { min: 8, max: 15 },
  boots: { min: 6, max: 11 },
  gloves: { min: 7, max: 13 },
  ring: { min: 10, max: 19 },
  scroll: { min: 25, max: 39 },
  other: { min: 1, max: 1 },
};

/** The band that prices this item (template or instance). */
export function priceBandOf(item: Pick<Item, 'id' | 'type'>): PriceBand {
  if (item.id.startsWith('diamonds')) return SELL_PRICE_BANDS.diamonds;
  const key = item.type as string;
  return key in SELL_PRICE_BANDS ? SELL_PRICE_BANDS[key as PriceBandKey] : SELL_PRICE_BANDS.other;
}
