// Content tables of the game: items, spells, monsters, catalogue and sale-price bands.
export { ITEMS, itemTemplate, templateIdOf } from './items';
export { SPELLS, isDamaging } from './spells';
export { spellByName } from './spellLookup';
export { MONSTER_TEMPLATES } from './monsters';
export { MONSTER_CATALOGUE, MONSTER_CATEGORIES } from './monsterCatalogue';
export { SELL_PRICE_BANDS, priceBandOf } from './priceBands';
export type { PriceBand, PriceBandKey } from './priceBands';
export { WEAPONS } from './items/weapons';
export { ARMOR } from './items/armor';
export { HELMETS, BOOTS, GLOVES, RINGS } from './items/accessories';
export { POTIONS } from './items/potions';
export { SCROLLS } from './items/scrolls';
export { KEYS, TREASURES } from './items/treasures';
