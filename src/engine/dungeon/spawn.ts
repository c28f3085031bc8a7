// What rooms hold: monsters scaled to the dungeon level and items from tier pools (rules reference, "Dungeon generation").
import { ITEMS } from '../data';
import type { Dice } from '../rng/dice';
import type { Item, Monster, MonsterTemplate } from '../types';
import type { RulesProfile } from '../versions/profiles';
import { behindFrontier } from './spawnWeights';
import { levelTier, monsterTier, TIER_SCALE_PERCENT } from './tiers';

export { levelTier, monsterTier } from './tiers';

/**
 * Integer-exact scaling: floor(base x (1 + (L-1) x 0.15) x (1 + (tier-1) x T / 100)), with T the profile's
 * `tierScalePercent` (25 up to version 3).
 */
export function scaleStat(base: number, level: number, tierPercent: number = TIER_SCALE_PERCENT): number {
  return Math.floor((base * (100 + (level - 1) * 15) * (100 + (levelTier(level) - 1) * tierPercent)) / 10000);
}

/** A placed monster from a template, scaled for the dungeon level (with the rules' tier step). */
export function createMonster(
  template: MonsterTemplate,
  level: number,
  id: string,
  x: number,
  y: number,
  tierPercent: number = TIER_SCALE_PERCENT,
): Monster {
  const scaled = (base: number) => scaleStat(base, level, tierPercent);
  const health = scaled(template.baseHealth);
  return {
    id,
    name: template.name,
    symbol: template.symbol,
    health,
    maxHealth: health,
    attack: scaled(template.baseAttack),
    defense: scaled(template.baseDefense),
    experience: scaled(template.baseExp),
    gold: scaled(template.baseGold),
    x,
    y,
  };
}

/** A held copy of a catalogue item, with the instance id `${templateId}-${n}`. */
export function instantiateItem(template: Item, n: number): Item {
  return { ...template, id: `${template.id}-${n}` };
}

// Module-level caches are safe here because what they hold is a pure function of their key: the
// item pools depend only on the item table (fixed at load) and the tier in the key; the weights
// are kept per profile object (not per version number, so a test's own profile never reads
// another's weights) and per level. Each holds at most CACHE_LIMIT entries; past that the value is
// built on every call (only tests and bots go past floor 100), so no caller can grow them unboundedly.
const CACHE_LIMIT = 256;

const poolCache = new Map<string, readonly Item[]>();

function cachedPool(key: string, build: () => Item[]): readonly Item[] {
  let pool = poolCache.get(key);
  if (pool === undefined) {
    pool = build();
    if (poolCache.size < CACHE_LIMIT) poolCache.set(key, pool);
  }
  return pool;
}

/** Monster templates possible on a level under a rules profile: every tier up to the level's monster tier. */
export function monsterPool(rules: RulesProfile, level: number): readonly MonsterTemplate[] {
  const tier = monsterTier(level);
  return rules.monsters.filter((t) => t.tier <= tier);
}

// Cumulative weights per rules profile and level (levels past 100 are possible only in tests).
const weightCache = new WeakMap<RulesProfile, Map<number, readonly number[]>>();

/** Cumulative weights over monsterPool(rules, level). */
function cumulativeWeights(rules: RulesProfile, level: number): readonly number[] {
  let byLevel = weightCache.get(rules);
  if (byLevel === undefined) {
    byLevel = new Map();
    weightCache.set(rules, byLevel);
  }
  let sums = byLevel.get(level);
  if (sums === undefined) {
    const pool = monsterPool(rules, level);
    let total = 0;
    sums = pool.map((_, index) => (total += rules.monsterWeight(index, level)));
    // No weight at all (version 1's ladder only): before its start the first template, past its end the last one.
    const fallback = behindFrontier(0, level) < 0 ? 0 : pool.length - 1;
    if (total === 0) sums = pool.map((_, index) => (index >= fallback ? 1 : 0));
    if (byLevel.size < CACHE_LIMIT) byLevel.set(level, sums);
  }
  return sums;
}

/** A template for a level, drawn by the profile's weights among the tiers the level allows. */
export function pickMonsterTemplate(dice: Dice, level: number, rules: RulesProfile): MonsterTemplate {
  const sums = cumulativeWeights(rules, level);
  const roll = dice.int(1, sums[sums.length - 1]);
  return monsterPool(rules, level)[sums.findIndex((sum) => roll <= sum)];
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

/** Draws a monster for a level (weighted by the profile's monsterWeight). */
export function rollMonster(dice: Dice, level: number, rules: RulesProfile, id: string, x: number, y: number): Monster {
  return createMonster(pickMonsterTemplate(dice, level, rules), level, id, x, y, rules.tierScalePercent);
}
