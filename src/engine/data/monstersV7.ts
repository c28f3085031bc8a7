// Monster templates of rules version 7: version 5's table with the middle names of tiers 4 and 5 gentler.
// Version 6's catch-up brings a hero who takes the stairs early to about 4 levels a floor, the level its
// falloff holds every hero near, and there tier 4's Chimera and tier 5's Demon Lord, breaking its rests,
// were deadly: floors 33, 37 and 38 killed 31-35% of the divers that reached them (10,000 seeds), and
// easing the Chimera alone moved that wall to floor 41. Chimera x0.85 (47/14 -> 40/12) and Demon Lord x0.8
// (53/15 -> 42/12), the rest of each row as it was (src/engine/README.md, "Version 7: the middle of the
// dungeon eased").
import type { MonsterTemplate } from '../types';
import { MONSTER_TEMPLATES_V5 } from './monstersV5';
import { retuned } from './monsterRows';

/** The 30 monster templates of version 7, ordered by tier (3 per tier). */
export const MONSTER_TEMPLATES_V7: readonly MonsterTemplate[] = retuned(MONSTER_TEMPLATES_V5, [
  ['Chimera', 'C', 4, 40, 12, 1, 4, 100],
  ['Demon Lord', 'd', 5, 42, 12, 1, 4, 170],
]);
