// Monster templates of the current rules version: tiers 1-10, three per tier, base stats before
// dungeon-level scaling. Version 1's table is kept as it shipped in monstersV1.ts.
import type { MonsterTemplate } from '../types';

type Row = [name: string, symbol: string, tier: number, health: number, attack: number, defense: number, exp: number, gold: number];

// Balance (tuned with `npm run sim`, see src/engine/README.md "Balance and simulation"):
// - a monster's strength follows its name: tier 1 is the Rat (weakest), SPEC's Goblin (20/6/1/15/10)
//   and the Skeleton; in every later tier the weakest name takes the tier's base row, the sturdiest the
//   tank row (health x1.15, attack x0.9, +1 defense) and the deadliest the striker row (attack-heavy);
// - experience and gold grow with the danger a monster poses: 15 x (health x attack / 120)^(1/4)
//   experience and 10 x the same factor in gold (the Goblin's 15 and 10), so they rise within a tier
//   and from tier to tier without letting a hero level much faster than the dungeon scales.
const ROWS: readonly Row[] = [
  ['Goblin', 'g', 1, 20, 6, 1, 15, 10],
  ['Skeleton', 's', 1, 30, 8, 2, 18, 12],
  ['Rat', 'r', 1, 14, 4, 0, 12, 8],
  ['Orc Warrior', 'o', 2, 119, 28, 3, 34, 23],
  ['Dark Mage', 'm', 2, 99, 39, 1, 36, 24],
  ['Wolf', 'w', 2, 90, 27, 2, 32, 21],
  ['Troll', 'T', 3, 157, 37, 5, 40, 26],
  ['Wyvern', 'v', 3, 131, 51, 3, 41, 27],
  ['Bandit Chief', 'b', 3, 119, 36, 4, 37, 24],
  ['Minotaur', 'M', 4, 154, 46, 6, 42, 28],
  ['Lich', 'L', 4, 171, 66, 5, 47, 31],
  ['Chimera', 'C', 4, 204, 48, 7, 45, 30],
  ['Ancient Dragon', 'D', 5, 218, 85, 6, 53, 35],
  ['Demon Lord', 'd', 5, 261, 61, 8, 51, 34],
  ['Kraken', 'K', 5, 198, 59, 7, 47, 31],
  ['Void Beast', 'V', 6, 249, 75, 8, 53, 35],
  ['Phoenix', 'P', 6, 275, 107, 7, 59, 40],
  ['Titan', 'X', 6, 329, 77, 9, 57, 38],
  ['Reality Wraith', 'W', 7, 309, 93, 10, 59, 39],
  ['Star Devourer', 'S', 7, 408, 96, 11, 64, 43],
  ['Time Guardian', 'H', 7, 341, 133, 9, 66, 44],
  ['Chaos Entity', 'c', 8, 377, 113, 12, 65, 43],
  ['Divine Avatar', 'A', 8, 498, 117, 13, 70, 47],
  ['Multiverse Serpent', 'N', 8, 416, 162, 11, 73, 49],
  ['Existence Eater', 'e', 9, 452, 136, 13, 71, 48],
  ['Omnipotent Shade', 'O', 9, 598, 140, 14, 77, 51],
  ['Primordial Force', 'F', 9, 500, 194, 12, 80, 53],
  ['The Destroyer', 'Z', 10, 534, 160, 14, 77, 52],
  ["Creation's End", 'Y', 10, 706, 166, 15, 84, 56],
  ['Alpha & Omega', '&', 10, 590, 229, 13, 87, 58],
];

/** The 30 monster templates of the current rules, ordered by tier (3 per tier). */
export const MONSTER_TEMPLATES: readonly MonsterTemplate[] = ROWS.map(
  ([name, symbol, tier, baseHealth, baseAttack, baseDefense, baseExp, baseGold]) => ({
    name,
    symbol,
    tier,
    baseHealth,
    baseAttack,
    baseDefense,
    baseExp,
    baseGold,
  }),
);
