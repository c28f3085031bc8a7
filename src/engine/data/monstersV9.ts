// Monster templates of rules version 9: version 8's table with the middle names of tiers 6 to 10 on one curve.
// A hero at the level the falloff holds it near met tier 6's Titan, on floor 51, 1.63 times as strong as the Demon
// Lord of floor 50: 30 of the 40 divers that reached floor 51 died there (10,000 seeds). Each middle name from
// the Titan down now grows 1.1 to 1.3 times a tier in its base stats, as every tier's weakest and deadliest
// names do, so met on a tier's first floor it stands a fifth to a third over the last tier's on its last
// (src/engine/README.md, "Version 9: one curve, and no safety in grinding").
import type { MonsterTemplate } from '../types';
import { MONSTER_TEMPLATES_V8 } from './monstersV8';
import { retuned } from './monsterRows';

/** The 30 monster templates of version 9, ordered by tier (3 per tier). */
export const MONSTER_TEMPLATES_V9: readonly MonsterTemplate[] = retuned(MONSTER_TEMPLATES_V8, [
  ['Titan', 'X', 6, 46, 14, 1, 4, 290],
  ['Star Devourer', 'S', 7, 52, 16, 1, 4, 490],
  ['Divine Avatar', 'A', 8, 60, 18, 1, 4, 830],
  ['Omnipotent Shade', 'O', 9, 70, 21, 1, 4, 1400],
  ["Creation's End", 'Y', 10, 90, 27, 1, 4, 2400],
]);
