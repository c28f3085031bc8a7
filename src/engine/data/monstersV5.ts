// Monster templates of rules version 5: version 4's table with a Skeleton to fear. Version 4's Skeleton (45 health,
// 15 attack) was a fair fight by floor 2 and trivial by floor 6 for a hero who reads the threat word (its level
// grows about 5 a floor there), so a player who played well met nothing on floors 1-10 it had to decide about.
// Three times as strong, it stays deadly to such a hero through floor 10, and pays for the risk (experience and
// gold x3: the play-test found it worth a third of a Goblin). src/engine/README.md, "Version 5 (draft): the
// first floors ask a decision".
import type { MonsterTemplate } from '../types';
import { MONSTER_TEMPLATES_V4 } from './monstersV4';
import { templatesFrom } from './monsterRows';

const [SKELETON] = templatesFrom([['Skeleton', 's', 1, 135, 45, 2, 15, 45]]);

/** The 30 monster templates of version 5, ordered by tier (3 per tier). */
export const MONSTER_TEMPLATES_V5: readonly MonsterTemplate[] = MONSTER_TEMPLATES_V4.map((template) =>
  template.name === SKELETON.name ? SKELETON : template,
);
