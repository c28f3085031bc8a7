import { sellPriceRange, type Item, type ItemEffect } from '../../../engine';

const EFFECT_LABELS: [keyof ItemEffect, string][] = [
  ['strength', 'STR'],
  ['intelligence', 'INT'],
  ['dexterity', 'DEX'],
  ['constitution', 'CON'],
  ['health', 'HP'],
  ['mana', 'MP'],
];

/** "+5 STR, +2 DEX" from an item's effect, or '' when it has none. */
export function effectText(effect: ItemEffect | undefined): string {
  if (!effect) return '';
  return EFFECT_LABELS.filter(([key]) => effect[key])
    .map(([key, label]) => `${effect[key]! > 0 ? '+' : ''}${effect[key]} ${label}`)
    .join(', ');
}

/** SPEC 2: the approximate sale value, 80% to 100% of the item's maximum sale price. */
export function sellValueText(item: Item): string {
  const { max } = sellPriceRange(item);
  return `Sells for about ${Math.floor(max * 0.8)}-${max} gold`;
}
