// Monster templates of rules version 5: version 4's table with a Skeleton to fear, gentler tiers 7 to 9,
// and a harder tier 10.
// Version 4's Skeleton (45 health, 15 attack) was a fair fight by floor 2 and trivial by floor 6 for a hero who
// reads the threat word (its level grows about 5 a floor there), so a player who played well met nothing on
// floors 1-10 it had to decide about. Three times as strong, it stays deadly to such a hero through floor 10,
// and pays for the risk (experience and gold x3: the play-test found it worth a third of a Goblin).
// Tier 7's Star Devourer grows x1.08 (health) and x1.10 (attack) from tier 6's Titan instead of x1.15: it
// broke the rests of a player who explores every floor, floors 61-65 killing up to 36.6% of those who
// reached them. Tier 8's two lesser names grow x1.10 from version 4's tier 7 instead of x1.15: they broke
// the informed player's rests on floors 71-75, a wall where a third of those who reached a floor died on it.
// Tier 9's two lesser names grow x1.10 from the eased tier 8 (from version 4's tier 9 that step was 1.20, a
// cliff at floor 81), and tier 10's two lesser names, 15% stronger than version 4's, give back the danger
// the best player then meets less on its way to the bottom: tier 10 is where only that player goes
// (src/engine/README.md, "Version 5: the first floors ask a decision", "Tiers 7 to 9, eased").
import type { MonsterTemplate } from '../types';
import { MONSTER_TEMPLATES_V4 } from './monstersV4';
import { retuned } from './monsterRows';

/** The 30 monster templates of version 5, ordered by tier (3 per tier). */
export const MONSTER_TEMPLATES_V5: readonly MonsterTemplate[] = retuned(MONSTER_TEMPLATES_V4, [
  ['Skeleton', 's', 1, 135, 45, 2, 15, 45],
  ['Star Devourer', 'S', 7, 70, 21, 1, 4, 490],
  ['Chaos Entity', 'c', 8, 38, 12, 0, 3, 498],
  ['Divine Avatar', 'A', 8, 82, 25, 1, 4, 830],
  ['Existence Eater', 'e', 9, 42, 13, 0, 3, 840],
  ['Omnipotent Shade', 'O', 9, 90, 28, 1, 4, 1400],
  ['The Destroyer', 'Z', 10, 62, 21, 0, 3, 1440],
  ["Creation's End", 'Y', 10, 130, 39, 1, 4, 2400],
]);
