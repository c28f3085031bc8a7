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

// Weighting of the monster pick (distances in tenths of a template, see behindFrontier):
// a template ramps in over RAMP ahead of the frontier, stays at full weight for PLATEAU behind it,
// then fades out over RAMP. LAG holds the frontier back; BAND_LAG per level left in the 5-level band.
const RAMP = 20;
const PLATEAU = 40;
const LAG = 9;
const BAND_LAG = 2;

/**
 * Weight of the template at ladder position `index` (0-29, tier order) on a level. The frontier moves
 * 3 templates per 10 levels; templates ahead of it ramp in, those far behind fade out, so each new
 * monster arrives gradually instead of a whole tier at once (SPEC 9 leaves the pick among tiers open).
 */
export function monsterWeight(index: number, level: number): number {
  const behind = behindFrontier(index, level);
  if (behind < -RAMP) return 0;
  if (behind < 0) return RAMP + behind;
  if (behind <= PLATEAU) return RAMP;
  return Math.max(0, RAMP + PLATEAU - behind);
}

/** How far (in tenths of a template) the template at `index` is behind the level's frontier. */
function behindFrontier(index: number, level: number): number {
  // The level-tier factor of scaleStat jumps on levels 6, 11, 16, ...: step the frontier back there.
  const bandLag = BAND_LAG * (5 - ((level - 1) % 5));
  return 3 * level - 10 * index - LAG - bandLag;
}

const weightCache = new Map<number, readonly number[]>();

/** Cumulative weights over monsterPool(level). */
function cumulativeWeights(level: number): readonly number[] {
  let sums = weightCache.get(level);
  if (sums === undefined) {
    const pool = monsterPool(level);
    let total = 0;
    sums = pool.map((_, index) => (total += monsterWeight(index, level)));
    // No weight at all: before the ladder's start the first template, past its end the last one.
    const fallback = behindFrontier(0, level) < 0 ? 0 : pool.length - 1;
    if (total === 0) sums = pool.map((_, index) => (index >= fallback ? 1 : 0));
    weightCache.set(level, sums);
  }
  return sums;
}

/** A template for a level, drawn by monsterWeight among the tiers SPEC allows. */
export function pickMonsterTemplate(dice: Dice, level: number): MonsterTemplate {
  const sums = cumulativeWeights(level);
  const roll = dice.int(1, sums[sums.length - 1]);
  return monsterPool(level)[sums.findIndex((sum) => roll <= sum)];
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

/** Draws a monster for a level (weighted by monsterWeight). */
export function rollMonster(dice: Dice, level: number, id: string, x: number, y: number): Monster {
  return createMonster(pickMonsterTemplate(dice, level), level, id, x, y);
}
