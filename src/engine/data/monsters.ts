// Monster templates: tiers 1-10, three per tier, base stats before dungeon-level scaling.
import type { MonsterTemplate } from '../types';

type Row = [name: string, symbol: string, tier: number, health: number, attack: number, defense: number, exp: number, gold: number];

// Base stats grow gently per tier: the engine's level scaling (x1 at level 1, about x91 at
// level 100) carries most of the difficulty; tiers add variety and a steady extra push.
const ROWS: readonly Row[] = [
  ['Goblin', 'g', 1, 20, 6, 1, 15, 10],
  ['Skeleton', 's', 1, 24, 5, 2, 18, 8],
  ['Rat', 'r', 1, 14, 4, 0, 10, 5],
  ['Orc Warrior', 'o', 2, 32, 8, 3, 26, 16],
  ['Dark Mage', 'm', 2, 26, 10, 2, 28, 20],
  ['Wolf', 'w', 2, 28, 8, 2, 22, 12],
  ['Troll', 'T', 3, 44, 10, 4, 36, 22],
  ['Wyvern', 'v', 3, 38, 11, 4, 38, 24],
  ['Bandit Chief', 'b', 3, 36, 10, 5, 34, 30],
  ['Minotaur', 'M', 4, 56, 12, 6, 48, 30],
  ['Lich', 'L', 4, 48, 14, 5, 52, 36],
  ['Chimera', 'C', 4, 52, 13, 6, 50, 32],
  ['Ancient Dragon', 'D', 5, 72, 16, 8, 66, 50],
  ['Demon Lord', 'd', 5, 66, 17, 7, 68, 48],
  ['Kraken', 'K', 5, 70, 15, 8, 64, 44],
  ['Void Beast', 'V', 6, 88, 18, 9, 84, 56],
  ['Phoenix', 'P', 6, 80, 19, 9, 86, 60],
  ['Titan', 'X', 6, 96, 18, 10, 88, 58],
  ['Reality Wraith', 'W', 7, 104, 21, 10, 104, 66],
  ['Star Devourer', 'S', 7, 112, 20, 11, 108, 70],
  ['Time Guardian', 'H', 7, 108, 20, 12, 106, 68],
  ['Chaos Entity', 'c', 8, 124, 23, 12, 128, 80],
  ['Divine Avatar', 'A', 8, 120, 24, 13, 132, 84],
  ['Multiverse Serpent', 'N', 8, 130, 22, 13, 130, 82],
  ['Existence Eater', 'e', 9, 146, 26, 14, 156, 96],
  ['Omnipotent Shade', 'O', 9, 138, 27, 15, 160, 100],
  ['Primordial Force', 'F', 9, 150, 25, 15, 158, 98],
  ['The Destroyer', 'Z', 10, 170, 29, 16, 190, 120],
  ["Creation's End", 'Y', 10, 164, 30, 17, 196, 124],
  ['Alpha & Omega', '&', 10, 180, 28, 18, 200, 130],
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
