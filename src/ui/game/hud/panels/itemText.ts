import { isSellable, sellPrice, type GameState, type Item, type ItemEffect } from '../../../../engine';
import { STAT_ABBREVIATIONS } from '../../../../shared/statFigure';

const EFFECT_LABELS = Object.entries(STAT_ABBREVIATIONS) as [keyof ItemEffect, string][];

/** "+5 STR, +2 DEX" from an item's effect, or '' when it has none. */
export function effectText(effect: ItemEffect | undefined): string {
  if (!effect) return '';
  return EFFECT_LABELS.filter(([key]) => effect[key])
    .map(([key, label]) => `${effect[key]! > 0 ? '+' : ''}${effect[key]} ${label}`)
    .join(', ');
}

// Keys fetch 1 gold but open locked chests: the shop never offers to sell them.
const NOT_OFFERED = new Set<Item['type']>(['key']);

/** What prices follow from: the run's seed, or a sealed run's prices as its view says them. */
export type Pricing = Pick<GameState, 'seed' | 'prices'>;

/** What the merchant pays for a held item in this run (prices are deterministic), or undefined if the shop takes none. */
export function itemPrice(pricing: Pricing | undefined, item: Item): number | undefined {
  return pricing !== undefined && isSellable(item) && !NOT_OFFERED.has(item.type)
    ? sellPrice(pricing, item)
    : undefined;
}

function saleLine(item: Pick<Item, 'type'>, amount: string): string {
  // The shop lists a scroll only once its spell is known (shopLists): an unknown one is for reading.
  return item.type === 'scroll' ? `Sells for ${amount} gold once its spell is known` : `Sells for ${amount} gold`;
}

/** The tooltip's sale line: the exact price the merchant pays, never a range. */
export function sellValueText(item: Pick<Item, 'type'>, price: number): string {
  return saleLine(item, String(price));
}

/**
 * True when the shop lists this item: what the engine buys (isSellable), but no keys, and a scroll
 * only once its spell is known (reading it then says "This scroll can only be sold to merchants.").
 */
export function shopLists(item: Item, learnedSpells: readonly string[]): boolean {
  if (!isSellable(item) || NOT_OFFERED.has(item.type)) return false;
  return item.type !== 'scroll' || (item.teachSpell !== undefined && learnedSpells.includes(item.teachSpell));
}
