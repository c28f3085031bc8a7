// Monster templates: tiers 1-10, three per tier, base stats before dungeon-level scaling.
import type { MonsterTemplate } from '../types';

type Row = [name: string, symbol: string, tier: number, health: number, attack: number, defense: number, exp: number, gold: number];

// Balance (tuned with `npm run sim`, see src/engine/README.md "Balance and simulation"):
// - tier 1 is the SPEC's Goblin plus a tougher Skeleton and a quick, fragile Rat;
// - from tier 2 on, a tier's brute has health 100 x (tier/2)^0.7 and attack 38 x (tier/2)^0.7; the
//   engine's level scaling (x1 at level 1, about x91 at level 100) does the rest, so tiers grow gently;
// - in every tier the second monster is a tank (health x1.3, attack x0.8, +1 defense) and the third a
//   striker (health x0.6, attack x1.1, -1 defense): the spread keeps each tier's first levels from
//   turning into a wall;
// - experience stays low (heroes level up every 100 experience, SPEC 4), gold grows slowly.
const ROWS: readonly Row[] = [
  ['Goblin', 'g', 1, 20, 6, 1, 15, 10],
  ['Skeleton', 's', 1, 26, 5, 2, 8, 8],
  ['Rat', 'r', 1, 12, 7, 0, 6, 5],
  ['Orc Warrior', 'o', 2, 100, 38, 2, 10, 13],
  ['Dark Mage', 'm', 2, 130, 30, 4, 10, 13],
  ['Wolf', 'w', 2, 60, 42, 2, 10, 13],
  ['Troll', 'T', 3, 133, 50, 4, 12, 16],
  ['Wyvern', 'v', 3, 173, 40, 5, 12, 16],
  ['Bandit Chief', 'b', 3, 80, 56, 3, 12, 16],
  ['Minotaur', 'M', 4, 162, 62, 6, 14, 19],
  ['Lich', 'L', 4, 211, 49, 6, 14, 19],
  ['Chimera', 'C', 4, 97, 68, 4, 14, 19],
  ['Ancient Dragon', 'D', 5, 190, 72, 7, 16, 22],
  ['Demon Lord', 'd', 5, 247, 58, 8, 16, 22],
  ['Kraken', 'K', 5, 114, 79, 6, 16, 22],
  ['Void Beast', 'V', 6, 216, 82, 8, 19, 25],
  ['Phoenix', 'P', 6, 280, 66, 10, 19, 25],
  ['Titan', 'X', 6, 129, 90, 8, 19, 25],
  ['Reality Wraith', 'W', 7, 240, 91, 10, 21, 28],
  ['Star Devourer', 'S', 7, 312, 73, 11, 21, 28],
  ['Time Guardian', 'H', 7, 144, 100, 9, 21, 28],
  ['Chaos Entity', 'c', 8, 264, 100, 12, 23, 31],
  ['Divine Avatar', 'A', 8, 343, 80, 12, 23, 31],
  ['Multiverse Serpent', 'N', 8, 158, 110, 10, 23, 31],
  ['Existence Eater', 'e', 9, 287, 109, 13, 26, 34],
  ['Omnipotent Shade', 'O', 9, 373, 87, 14, 26, 34],
  ['Primordial Force', 'F', 9, 172, 120, 12, 26, 34],
  ['The Destroyer', 'Z', 10, 309, 117, 14, 28, 37],
  ["Creation's End", 'Y', 10, 401, 94, 16, 28, 37],
  ['Alpha & Omega', '&', 10, 185, 129, 14, 28, 37],
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
