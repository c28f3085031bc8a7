// Monster templates of rules version 1, as shipped: runs begun under version 1 replay with them.
// Never edit: a change here changes what old records replay to (src/engine/README.md, "Rules versions").
import type { MonsterTemplate } from '../types';
import { templatesFrom, type MonsterRow } from './monsterRows';

// Balance (tuned with `npm run sim`, see src/engine/README.md "Balance and simulation"):
// - the 30 rows are one ladder that the monster pick (dungeon/spawn.ts monsterWeight) walks at 3
//   templates per 10 levels, so each row's strength is set for the levels where it ramps in;
// - tier 1: the reference Goblin (20/6), a Skeleton at 3.5x and a Rat at 5x the Goblin, for a few deaths on
//   levels 7-10; from tier 2 on a tier's first monster has A = 4.5 x 20/6 growing by x(1.38 - 0.02 x tier)
//   per tier, its second (tank, health x1.15, attack x0.9, +1 defense) 1.15 A, its third (striker, health
//   x0.85, attack x1.1, -1 defense) 1.3 A: a tier opens a little below the one before it ends, because the
//   level scaling jumps when a tier opens (levels 11, 21, ...);
// - defense 1 + 1.5 x (tier-1) (+-1 by kind), experience 8 + tier - 1 (Goblin 15), gold 10 x (1 + 0.3 x (tier-1)).
const ROWS: readonly MonsterRow[] = [
  ['Goblin', 'g', 1, 20, 6, 1, 15, 10],
  ['Skeleton', 's', 1, 80, 19, 2, 8, 10],
  ['Rat', 'r', 1, 85, 33, 0, 8, 10],
  ['Orc Warrior', 'o', 2, 90, 27, 2, 9, 13],
  ['Dark Mage', 'm', 2, 119, 28, 3, 9, 13],
  ['Wolf', 'w', 2, 99, 39, 1, 9, 13],
  ['Troll', 'T', 3, 119, 36, 4, 10, 16],
  ['Wyvern', 'v', 3, 157, 37, 5, 10, 16],
  ['Bandit Chief', 'b', 3, 131, 51, 3, 10, 16],
  ['Minotaur', 'M', 4, 154, 46, 6, 11, 19],
  ['Lich', 'L', 4, 204, 48, 7, 11, 19],
  ['Chimera', 'C', 4, 171, 66, 5, 11, 19],
  ['Ancient Dragon', 'D', 5, 198, 59, 7, 12, 22],
  ['Demon Lord', 'd', 5, 261, 61, 8, 12, 22],
  ['Kraken', 'K', 5, 218, 85, 6, 12, 22],
  ['Void Beast', 'V', 6, 249, 75, 8, 13, 25],
  ['Phoenix', 'P', 6, 329, 77, 9, 13, 25],
  ['Titan', 'X', 6, 275, 107, 7, 13, 25],
  ['Reality Wraith', 'W', 7, 309, 93, 10, 14, 28],
  ['Star Devourer', 'S', 7, 408, 96, 11, 14, 28],
  ['Time Guardian', 'H', 7, 341, 133, 9, 14, 28],
  ['Chaos Entity', 'c', 8, 377, 113, 12, 15, 31],
  ['Divine Avatar', 'A', 8, 498, 117, 13, 15, 31],
  ['Multiverse Serpent', 'N', 8, 416, 162, 11, 15, 31],
  ['Existence Eater', 'e', 9, 452, 136, 13, 16, 34],
  ['Omnipotent Shade', 'O', 9, 598, 140, 14, 16, 34],
  ['Primordial Force', 'F', 9, 500, 194, 12, 16, 34],
  ['The Destroyer', 'Z', 10, 534, 160, 14, 17, 37],
  ["Creation's End", 'Y', 10, 706, 166, 15, 17, 37],
  ['Alpha & Omega', '&', 10, 590, 229, 13, 17, 37],
];

/** The 30 monster templates of rules version 1, ordered by tier (3 per tier). */
export const MONSTER_TEMPLATES_V1: readonly MonsterTemplate[] = templatesFrom(ROWS);
