// Monster templates of rules version 4 (a draft): version 3's names, roles, defense, experience and gold; health and
// attack the same up to tier 6, then growing x1.15 a tier instead of x1.4 (each deep row is version 3's times
// (1.15 / 1.4) ^ (tier - 6), rounded). Version 3's hero outgrew its floor by grinding, so its deep monsters had to
// outgrow the tiers; version 4 holds a hero's level near 4 a floor (`fullExperienceLevelsPerFloor`), and a
// x1.4 step then made floors 61-100 a wall no player passes (src/engine/README.md, "Version 4, a draft").
import type { MonsterTemplate } from '../types';
import { templatesFrom, type MonsterRow } from './monsterRows';

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
  ['Reality Wraith', 'W', 7, 35, 12, 0, 3, 294],
  ['Star Devourer', 'S', 7, 75, 22, 1, 4, 490],
  ['Time Guardian', 'H', 7, 181, 60, 2, 5, 735],
  ['Chaos Entity', 'c', 8, 40, 13, 0, 3, 498],
  ['Divine Avatar', 'A', 8, 86, 26, 1, 4, 830],
  ['Multiverse Serpent', 'N', 8, 208, 69, 2, 5, 1245],
  ['Existence Eater', 'e', 9, 47, 16, 0, 3, 840],
  ['Omnipotent Shade', 'O', 9, 99, 29, 1, 4, 1400],
  ['Primordial Force', 'F', 9, 239, 79, 2, 5, 2100],
  ['The Destroyer', 'Z', 10, 54, 18, 0, 3, 1440],
  ["Creation's End", 'Y', 10, 113, 34, 1, 4, 2400],
  ['Alpha & Omega', '&', 10, 275, 91, 2, 5, 3600],
];

/** The 30 monster templates of version 4, ordered by tier (3 per tier). */
export const MONSTER_TEMPLATES_V4: readonly MonsterTemplate[] = templatesFrom(ROWS);
