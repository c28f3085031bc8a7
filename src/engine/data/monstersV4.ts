// Monster templates of rules version 4: version 3's names, roles, defense, experience and gold; health and
// attack the same up to tier 6, then growing x1.15 a tier instead of x1.4 (each deep row is version 3's times
// (1.15 / 1.4) ^ (tier - 6), rounded). Version 3's hero outgrew its floor by grinding, so its deep monsters had to
// outgrow the tiers; version 4 holds a hero's level near 4 a floor (`fullExperienceLevelsPerFloor`), and a
// x1.4 step then made floors 61-100 a wall no player passes (src/engine/README.md, "Version 4: every death the
// player's").
import type { MonsterTemplate } from '../types';
import { MONSTER_TEMPLATES } from './monsters';
import { templatesFrom, type MonsterRow } from './monsterRows';

// Tiers 7-10; tiers 1-6 are version 3's rows as they stand.
const DEEP_ROWS: readonly MonsterRow[] = [
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
export const MONSTER_TEMPLATES_V4: readonly MonsterTemplate[] = [
  ...MONSTER_TEMPLATES.filter((template) => template.tier <= 6),
  ...templatesFrom(DEEP_ROWS),
];
