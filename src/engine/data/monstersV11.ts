// Monster templates of rules version 11: version 9's table with tier 10's weakest name in step. Every tier's
// weakest name grows 1.1 to 1.2 times a tier in its base stats (Kraken 26/9, Void Beast 31/10, Reality Wraith
// 35/12, Chaos Entity 38/12, Existence Eater 42/13), but The Destroyer stood at 62/21: the commonest monster on
// floor 91 cost a hero 2.5 times what floor 90's did (health x attack, as met), and floor 91 killed 10 of the 14
// informed players who reached it (6,000 seeds). At 48/15 it is a step like the others (src/engine/README.md,
// "Version 11: a rarer Primordial Force, and the bottom's first name in step").
import type { MonsterTemplate } from '../types';
import { MONSTER_TEMPLATES_V9 } from './monstersV9';
import { retuned } from './monsterRows';

/** The 30 monster templates of version 11, ordered by tier (3 per tier). */
export const MONSTER_TEMPLATES_V11: readonly MonsterTemplate[] = retuned(MONSTER_TEMPLATES_V9, [
  ['The Destroyer', 'Z', 10, 48, 15, 0, 3, 1440],
]);
