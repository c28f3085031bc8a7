// Monster templates of rules version 2, as they shipped: tiers 1-10, three per tier, base stats before
// dungeon-level scaling. Never edited: version 2 runs replay with it (versions/profiles.ts).
import type { MonsterTemplate } from '../types';
import { templatesFrom, type MonsterRow } from './monsterRows';

// Balance (tuned with `npm run sim` and three bots, see src/engine/README.md "Balance and simulation"):
// - a monster's strength follows its name: tier 1 is the Rat (12/4), the reference Goblin (20/6/1/15/10) and
//   the Skeleton (36/12); each later tier repeats that spread (weakest, middle, deadliest) with health
//   x1.1, scaled x1.75 from tier 1 to 2 and by a step 0.1 smaller per tier after it, down to x1.3, so
//   a new tier opens a little below where the last one ends (the level scaling jumps by 27% there);
//   defense 1 + 1.5 x (tier - 1), one less for the weakest and one more for the deadliest;
// - experience and gold grow with the danger (health x attack) relative to the Goblin's 120: 15 (10 gold)
//   x (danger / 120)^0.12 above it, x (danger / 120)^2 below it. Low exponents keep a hero who fights
//   everything from out-levelling the dungeon even faster (level N needs only (N-1) x 100 experience).
const ROWS: readonly MonsterRow[] = [
  ['Goblin', 'g', 1, 20, 6, 1, 15, 10],
  ['Skeleton', 's', 1, 36, 12, 2, 17, 12],
  ['Rat', 'r', 1, 12, 4, 0, 2, 2],
  ['Orc Warrior', 'o', 2, 38, 10, 2, 17, 11],
  ['Dark Mage', 'm', 2, 69, 21, 3, 20, 13],
  ['Wolf', 'w', 2, 23, 7, 1, 16, 10],
  ['Troll', 'T', 3, 64, 17, 4, 20, 13],
  ['Wyvern', 'v', 3, 114, 35, 5, 23, 15],
  ['Bandit Chief', 'b', 3, 38, 12, 3, 18, 12],
  ['Minotaur', 'M', 4, 59, 18, 5, 19, 13],
  ['Lich', 'L', 4, 177, 54, 7, 25, 17],
  ['Chimera', 'C', 4, 98, 27, 6, 22, 14],
  ['Ancient Dragon', 'D', 5, 257, 78, 8, 28, 18],
  ['Demon Lord', 'd', 5, 143, 39, 7, 24, 16],
  ['Kraken', 'K', 5, 86, 26, 6, 21, 14],
  ['Void Beast', 'V', 6, 116, 35, 7, 23, 15],
  ['Phoenix', 'P', 6, 347, 105, 9, 30, 20],
  ['Titan', 'X', 6, 193, 53, 8, 26, 17],
  ['Reality Wraith', 'W', 7, 150, 46, 9, 24, 16],
  ['Star Devourer', 'S', 7, 251, 68, 10, 27, 18],
  ['Time Guardian', 'H', 7, 451, 137, 11, 32, 21],
  ['Chaos Entity', 'c', 8, 195, 59, 11, 26, 17],
  ['Divine Avatar', 'A', 8, 326, 89, 12, 29, 19],
  ['Multiverse Serpent', 'N', 8, 586, 178, 13, 34, 23],
  ['Existence Eater', 'e', 9, 254, 77, 12, 28, 18],
  ['Omnipotent Shade', 'O', 9, 423, 115, 13, 31, 21],
  ['Primordial Force', 'F', 9, 762, 231, 14, 36, 24],
  ['The Destroyer', 'Z', 10, 330, 100, 13, 29, 20],
  ["Creation's End", 'Y', 10, 550, 150, 14, 33, 22],
  ['Alpha & Omega', '&', 10, 991, 300, 15, 38, 26],
];

/** The 30 monster templates of version 2, ordered by tier (3 per tier). */
export const MONSTER_TEMPLATES_V2: readonly MonsterTemplate[] = templatesFrom(ROWS);
