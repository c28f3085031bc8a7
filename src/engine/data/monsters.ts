// Monster templates of the current rules (version 3): tiers 1-10, three per tier, base stats before
// dungeon-level scaling. Earlier versions' tables are kept as they shipped (monstersV1.ts, monstersV2.ts).
import type { MonsterTemplate } from '../types';
import { templatesFrom, type MonsterRow } from './monsterRows';

// Balance (tuned with `npm run sim`, four bots, no depth stop; src/engine/README.md "Balance and simulation"):
// - roles: in every tier a weakest, a middle and a deadliest name (the spawn weights treat them so);
// - strength: a tier's numbers are set by what the hero meets there, measured with threat() against the
//   median careful hero on the tier's first floor: the weakest costs about 1% of its health, the middle
//   10-20% (rising with the tier), the deadliest 50% on floor 1 and 80% (tier 2) up to 180% (tier 6): a
//   rare fight a careful hero loses unless it judges it and walks around; each name is at least 1.1x
//   the same role one tier up, and tiers 7-10 repeat tier 6's step (x1.4). Defense is 0 / 1 / 2 by role
//   (it only lowers the hit chance, so deep monsters do not halve a hero's blows that skipped dexterity);
// - experience 3 / 4 / 5 by role in every tier (the Goblin keeps its reference 15): the level scaling
//   already grows it with the depth, and a hero's level stays near 10 x its floor;
// - gold 0.6 / 1 / 1.5 x the tier's middle name, the middle growing about x1.7 a tier (10 .. 2,400):
//   deeper floors pay more, so the score leaving a floor keeps rising through the rests it costs.
const ROWS: readonly MonsterRow[] = [
  ['Goblin', 'g', 1, 20, 6, 1, 15, 10],
  ['Skeleton', 's', 1, 45, 15, 2, 5, 15],
  ['Rat', 'r', 1, 12, 4, 0, 3, 6],
  ['Orc Warrior', 'o', 2, 38, 11, 1, 4, 30],
  ['Dark Mage', 'm', 2, 97, 32, 2, 5, 45],
  ['Wolf', 'w', 2, 19, 6, 0, 3, 18],
  ['Troll', 'T', 3, 42, 13, 1, 4, 60],
  ['Wyvern', 'v', 3, 107, 35, 2, 5, 90],
  ['Bandit Chief', 'b', 3, 21, 7, 0, 3, 36],
  ['Minotaur', 'M', 4, 23, 8, 0, 3, 60],
  ['Lich', 'L', 4, 118, 40, 2, 5, 150],
  ['Chimera', 'C', 4, 47, 14, 1, 4, 100],
  ['Ancient Dragon', 'D', 5, 132, 44, 2, 5, 255],
  ['Demon Lord', 'd', 5, 53, 15, 1, 4, 170],
  ['Kraken', 'K', 5, 26, 9, 0, 3, 102],
  ['Void Beast', 'V', 6, 31, 10, 0, 3, 174],
  ['Phoenix', 'P', 6, 157, 52, 2, 5, 435],
  ['Titan', 'X', 6, 65, 19, 1, 4, 290],
  ['Reality Wraith', 'W', 7, 43, 14, 0, 3, 294],
  ['Star Devourer', 'S', 7, 91, 27, 1, 4, 490],
  ['Time Guardian', 'H', 7, 220, 73, 2, 5, 735],
  ['Chaos Entity', 'c', 8, 60, 20, 0, 3, 498],
  ['Divine Avatar', 'A', 8, 127, 38, 1, 4, 830],
  ['Multiverse Serpent', 'N', 8, 308, 102, 2, 5, 1245],
  ['Existence Eater', 'e', 9, 84, 28, 0, 3, 840],
  ['Omnipotent Shade', 'O', 9, 178, 53, 1, 4, 1400],
  ['Primordial Force', 'F', 9, 431, 143, 2, 5, 2100],
  ['The Destroyer', 'Z', 10, 118, 39, 0, 3, 1440],
  ["Creation's End", 'Y', 10, 249, 74, 1, 4, 2400],
  ['Alpha & Omega', '&', 10, 603, 200, 2, 5, 3600],
];

/** The 30 monster templates of the current rules, ordered by tier (3 per tier). */
export const MONSTER_TEMPLATES: readonly MonsterTemplate[] = templatesFrom(ROWS);
