// Monster templates: tiers 1-10, three per tier, base stats before dungeon-level scaling.
import type { MonsterTemplate } from '../types';

type Row = [name: string, symbol: string, tier: number, health: number, attack: number, defense: number, exp: number, gold: number];

// Balance (tuned with `npm run sim`, see src/engine/README.md "Balance and simulation"):
// - tier 1 is the SPEC's Goblin plus a tougher Skeleton and a quick, fragile Rat;
// - from tier 2 on, a tier's brute has health 92 x (tier/2)^0.7 and attack 35 x (tier/2)^0.7; the
//   engine's level scaling (x1 at level 1, about x91 at level 100) does the rest, so tiers grow gently;
// - in every tier the second monster is a tank (health x1.3, attack x0.8, +1 defense) and the third a
//   striker (health x0.6, attack x1.1, -1 defense): the spread keeps each tier's first levels from
//   turning into a wall;
// - experience stays low (heroes level up every 100 experience, SPEC 4), gold grows slowly.
const ROWS: readonly Row[] = [
  ['Goblin', 'g', 1, 20, 6, 1, 15, 10],
  ['Skeleton', 's', 1, 26, 5, 2, 8, 8],
  ['Rat', 'r', 1, 12, 7, 0, 6, 5],
  ['Orc Warrior', 'o', 2, 92, 35, 2, 10, 13],
  ['Dark Mage', 'm', 2, 120, 28, 4, 10, 13],
  ['Wolf', 'w', 2, 55, 38, 2, 10, 13],
  ['Troll', 'T', 3, 122, 46, 4, 12, 16],
  ['Wyvern', 'v', 3, 159, 37, 5, 12, 16],
  ['Bandit Chief', 'b', 3, 73, 51, 3, 12, 16],
  ['Minotaur', 'M', 4, 149, 57, 6, 14, 19],
  ['Lich', 'L', 4, 194, 45, 6, 14, 19],
  ['Chimera', 'C', 4, 90, 63, 4, 14, 19],
  ['Ancient Dragon', 'D', 5, 175, 66, 7, 16, 22],
  ['Demon Lord', 'd', 5, 227, 53, 8, 16, 22],
  ['Kraken', 'K', 5, 105, 73, 6, 16, 22],
  ['Void Beast', 'V', 6, 199, 76, 8, 19, 25],
  ['Phoenix', 'P', 6, 258, 60, 10, 19, 25],
  ['Titan', 'X', 6, 119, 83, 8, 19, 25],
  ['Reality Wraith', 'W', 7, 221, 84, 10, 21, 28],
  ['Star Devourer', 'S', 7, 287, 67, 11, 21, 28],
  ['Time Guardian', 'H', 7, 133, 93, 9, 21, 28],
  ['Chaos Entity', 'c', 8, 243, 92, 12, 23, 31],
  ['Divine Avatar', 'A', 8, 316, 74, 12, 23, 31],
  ['Multiverse Serpent', 'N', 8, 146, 102, 10, 23, 31],
  ['Existence Eater', 'e', 9, 264, 100, 13, 26, 34],
  ['Omnipotent Shade', 'O', 9, 343, 80, 14, 26, 34],
  ['Primordial Force', 'F', 9, 158, 110, 12, 26, 34],
  ['The Destroyer', 'Z', 10, 284, 108, 14, 28, 37],
  ["Creation's End", 'Y', 10, 369, 86, 16, 28, 37],
  ['Alpha & Omega', '&', 10, 170, 119, 14, 28, 37],
];

/** The 30 monster templates, ordered by tier (3 per tier). */
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
