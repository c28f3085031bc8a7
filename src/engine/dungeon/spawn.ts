// What rooms hold: monsters scaled to the dungeon level and items from tier pools (SPEC 9).
import { ITEMS, MONSTER_TEMPLATES } from '../data';
import type { Dice } from '../rng/dice';
import type { Item, Monster, MonsterTemplate } from '../types';

/** Item tier of a dungeon level: ceil(level / 5). */
export function levelTier(level: number): number {
  return Math.ceil(level / 5);
}

/** Monster tier of a dungeon level: ceil(level / 10), capped at 10. */
export function monsterTier(level: number): number {
  return Math.min(10, Math.ceil(level / 10));
}

/** Integer-exact scaling: floor(base x (1 + (L-1) x 0.15) x (1 + (tier-1) x 0.25)). */
export function scaleStat(base: number, level: number): number {
  return Math.floor((base * (100 + (level - 1) * 15) * (100 + (levelTier(level) - 1) * 25)) / 10000);
}

/** A placed monster from a template, scaled for the dungeon level. */
export function createMonster(template: MonsterTemplate, level: number, id: string, x: number, y: number): Monster {
  const health = scaleStat(template.baseHealth, level);
  return {
    id,
    name: template.name,
    symbol: template.symbol,
    health,
    maxHealth: health,
    attack: scaleStat(template.baseAttack, level),
    defense: scaleStat(template.baseDefense, level),
    experience: scaleStat(template.baseExp, level),
    gold: scaleStat(template.baseGold, level),
    x,
    y,
  };
}

/** A held copy of a catalogue item, with the instance id `${templateId}-${n}`. */
export function instantiateItem(template: Item, n: number): Item {
  return { ...template, id: `${template.id}-${n}` };
}

const poolCache = new Map<string, readonly Item[]>();

function cachedPool(key: string, build: () => Item[]): readonly Item[] {
  let pool = poolCache.get(key);
  if (pool === undefined) {
    pool = build();
    poolCache.set(key, pool);
  }
  return pool;
}

/** Monster templates possible on a level: every tier up to the level's monster tier. */
export function monsterPool(level: number): readonly MonsterTemplate[] {
  const tier = monsterTier(level);
  return MONSTER_TEMPLATES.filter((t) => t.tier <= tier);
}

/** Treasure-room items: any catalogue item with tier <= the level tier. */
export function treasurePool(level: number): readonly Item[] {
  const tier = levelTier(level);
  return cachedPool(`treasure:${tier}`, () => ITEMS.filter((item) => item.tier <= tier));
}

/**
 * Locked-chest items ("rarer"): treasure-type items with tier <= level tier + 2, or any item
 * with level tier <= tier <= level tier + 2.
 */
export function chestPool(level: number): readonly Item[] {
  const tier = levelTier(level);
  return cachedPool(`chest:${tier}`, () =>
    ITEMS.filter(
      (item) => (item.type === 'treasure' && item.tier <= tier + 2) || (item.tier >= tier && item.tier <= tier + 2),
    ),
  );
}

/** Draws a monster for a level. */
export function rollMonster(dice: Dice, level: number, id: string, x: number, y: number): Monster {
  return createMonster(dice.pick(monsterPool(level)), level, id, x, y);
}
