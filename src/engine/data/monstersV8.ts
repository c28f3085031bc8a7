// Monster templates of rules version 8: version 7's table with the middle names of tiers 3 and 9 gentler.
// A player who fights whatever it meets reaches floors 26-30 at about 5 levels a floor, and there the Troll,
// breaking its rests, was its largest killer: floors 26-32 killed 27-43% of those who reached them (10,000
// seeds); version 7's eased Chimera (40/12), tier 4's, had also fallen below it (42/13). A player who
// reads the threat word met tier 9 the same way: the Omnipotent Shade broke its rests on floors 81-82 (55.6%
// of 36 on floor 82, 3,000 seeds). Troll and Shade x0.85 (42/13 -> 36/11, 90/28 -> 77/24), the rest of each
// row as it was (src/engine/README.md, "Version 8: two more middle names eased").
import type { MonsterTemplate } from '../types';
import { MONSTER_TEMPLATES_V7 } from './monstersV7';
import { retuned } from './monsterRows';

/** The 30 monster templates of version 8, ordered by tier (3 per tier). */
export const MONSTER_TEMPLATES_V8: readonly MonsterTemplate[] = retuned(MONSTER_TEMPLATES_V7, [
  ['Troll', 'T', 3, 36, 11, 1, 4, 60],
  ['Omnipotent Shade', 'O', 9, 77, 24, 1, 4, 1400],
]);
