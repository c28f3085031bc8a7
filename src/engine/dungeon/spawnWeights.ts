// How likely each monster template is on a dungeon level, per rules version. The given rule fixes only the
// highest tier (ceil(level / 10), capped at 10) and that every tier up to it is possible.
import type { MonsterTemplate } from '../types';
import { monsterTier } from './tiers';

// Version 1's ladder (distances in tenths of a template, see behindFrontier): a template ramps in
// over RAMP ahead of the frontier, stays at full weight for PLATEAU behind it, then fades out over
// RAMP. LAG holds the frontier back; BAND_LAG per level left in the 5-level band.
const RAMP = 20;
const PLATEAU = 40;
const LAG = 9;
const BAND_LAG = 2;

/**
 * Version 1: weight of the template at ladder position `index` (0-29, tier order) on a level. The
 * frontier moves 3 templates per 10 levels; templates ahead of it ramp in, those far behind fade out.
 */
export function ladderWeight(index: number, level: number): number {
  const behind = behindFrontier(index, level);
  if (behind < -RAMP) return 0;
  if (behind < 0) return RAMP + behind;
  if (behind <= PLATEAU) return RAMP;
  return Math.max(0, RAMP + PLATEAU - behind);
}

/** How far (in tenths of a template) the template at `index` is behind the level's frontier. */
export function behindFrontier(index: number, level: number): number {
  // The level-tier factor of scaleStat jumps on levels 6, 11, 16, ...: step the frontier back there.
  const bandLag = BAND_LAG * (5 - ((level - 1) % 5));
  return 3 * level - 10 * index - LAG - bandLag;
}

// Version 2 (weights out of the tier's share; every template of an allowed tier stays possible):
// the newest tier holds most monsters, the tier below it some, older tiers a few. Inside the newest
// tier the weakest name is common from the tier's first level, the two stronger ones grow in over
// the tier's ten levels, so a floor never holds one kind of monster only.
const NEWEST_TIER = [40, 12, 1] as const; // weakest, middle, deadliest on the tier's first level
const NEWEST_TIER_GROWTH = [0, 4, 8] as const; // added per level into the tier
const PREVIOUS_TIER = 12;
const OLDER_TIERS = 2;

/** Danger rank (0 weakest .. 2 deadliest) of each template of a table inside its tier: health x attack. */
function dangerRanks(table: readonly MonsterTemplate[]): readonly number[] {
  const danger = (t: { baseHealth: number; baseAttack: number }) => t.baseHealth * t.baseAttack;
  return table.map(
    (template) => table.filter((other) => other.tier === template.tier && danger(other) < danger(template)).length,
  );
}

/** Version 2's weights over a table: weight of the template at `index` on a level (never 0 for an allowed tier). */
export function tierWeights(table: readonly MonsterTemplate[]): (index: number, level: number) => number {
  const ranks = dangerRanks(table);
  return (index, level) => {
    const template = table[index];
    const newest = monsterTier(level);
    if (template.tier > newest) return 0;
    if (template.tier < newest - 1) return OLDER_TIERS;
    if (template.tier === newest - 1) return PREVIOUS_TIER;
    const rank = ranks[index];
    const intoTier = level - (10 * (newest - 1) + 1); // 0 on the tier's first level
    return NEWEST_TIER[rank] + NEWEST_TIER_GROWTH[rank] * Math.max(0, intoTier);
  };
}

// Version 3 (src/engine/README.md, "Balance and simulation"): weights in ten-thousandths of a floor's
// monsters (a floor's weights add up to about 10,000). Every tier plays the same ten-floor pattern, by
// the floor's place in its tier (index 0 = the tier's first floor, 5 = the first floor of its second
// five-floor band, where the level scaling jumps): the weakest name is common, the middle one grows in
// and steps back at the band start, the deadliest is rare and grows slowly; the tier below is a
// steady share (its weakest more at the band start), older tiers a few. Deaths come mostly from the
// rare deadliest name, so its weight per tier sets how fast the dungeon kills: DEADLIEST x RAMP / 10.
/** Tier 1's weights by floor (1-10), weakest, middle and deadliest name (Rat, Goblin, Skeleton). */
export type FirstTierWeights = readonly [readonly number[], readonly number[], readonly number[]];
const FIRST_TIER: FirstTierWeights = [
  [5600, 5300, 5000, 4700, 4400, 4200, 4000, 3800, 3600, 3400], // Rat
  [4300, 4500, 4700, 4900, 5100, 5300, 5500, 5700, 5900, 6100], // Goblin
  [100, 200, 250, 300, 350, 250, 300, 350, 400, 450], // Skeleton
];
/** Tier 1 with the given Skeleton weights: version 3's Rats, and Goblins for the rest of each floor's 10,000. */
function withSkeleton(skeleton: readonly number[]): FirstTierWeights {
  const [rat] = FIRST_TIER;
  return [rat, rat.map((rats, floor) => 10000 - rats - skeleton[floor]), skeleton];
}
/**
 * Version 5's tier 1 (src/engine/README.md, "Version 5: the first floors ask a decision"): its
 * Skeleton, three times as strong, is never on floor 1 and rare after, about 0.45 a run over floors 2-10.
 */
export const FIRST_TIER_V5 = withSkeleton([0, 3, 5, 7, 9, 11, 12, 13, 14, 15]);
/**
 * Version 9's tier 1 (src/engine/README.md, "Version 9: one curve, and no safety in grinding"): version 5's with
 * the Skeleton a third more common on floors 2-10, about 0.6 a run, where a player who plays well found it too
 * seldom to die of it in one run of a hundred.
 */
export const FIRST_TIER_V9 = withSkeleton([0, 4, 7, 9, 12, 15, 16, 18, 19, 20]);
const NEWEST_WEAKEST = [5900, 5500, 5100, 5000, 5000, 5100, 5000, 4900, 4800, 4700] as const;
const NEWEST_MIDDLE = [1300, 1700, 2100, 2200, 2200, 1500, 1650, 1800, 1950, 2100] as const;
const DEADLIEST_RAMP = [7, 8, 9, 10, 11, 10, 11, 12, 13, 14] as const; // tenths
/** The newest tier's deadliest name by tier (index = tier - 1; tier 1 is FIRST_TIER's), x RAMP / 10 on a floor. */
export type DeadliestWeights = readonly number[];
const DEADLIEST: DeadliestWeights = [0, 20, 17, 28, 42, 57, 72, 87, 102, 117];
/**
 * Version 11's (src/engine/README.md, "Version 11: a rarer Primordial Force, and the bottom's first name in step"):
 * tier 9's Primordial Force, a loss at any health that broke the rests of a player who reads the threat word,
 * half as common; tier 10's Alpha & Omega, where the best player's run is decided, more than twice as common.
 */
export const DEADLIEST_V11: DeadliestWeights = [0, 20, 17, 28, 42, 57, 72, 87, 51, 280];
const BELOW_WEAKEST = [600, 600, 600, 600, 600, 1200, 1100, 1000, 900, 800] as const;
const BELOW_MIDDLE = 600;
const BELOW_DEADLIEST = 5;
const OLDER = [40, 40, 2] as const; // weakest, middle, deadliest of every older tier

/** Version 3's weights over a table: weight of the template at `index` on a level (never 0 for an allowed tier). */
export function arcWeights(
  table: readonly MonsterTemplate[],
  firstTier: FirstTierWeights = FIRST_TIER,
  deadliest: DeadliestWeights = DEADLIEST,
): (index: number, level: number) => number {
  const ranks = dangerRanks(table);
  return (index, level) => {
    const template = table[index];
    const newest = monsterTier(level);
    if (template.tier > newest) return 0;
    const rank = ranks[index];
    const into = Math.min(9, level - (10 * (newest - 1) + 1)); // 0 on the tier's first level (tier 10 lasts to 100)
    if (template.tier < newest - 1) return OLDER[rank];
    if (template.tier === newest - 1) return [BELOW_WEAKEST[into], BELOW_MIDDLE, BELOW_DEADLIEST][rank];
    if (newest === 1) return firstTier[rank][into];
    if (rank === 2) return Math.round((deadliest[newest - 1] * DEADLIEST_RAMP[into]) / 10);
    return rank === 0 ? NEWEST_WEAKEST[into] : NEWEST_MIDDLE[into];
  };
}
