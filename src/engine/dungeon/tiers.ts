// Tiers of a dungeon level: which items and monsters it may hold.

/** Item tier of a dungeon level: ceil(level / 5). */
export function levelTier(level: number): number {
  return Math.ceil(level / 5);
}

/** Monster tier of a dungeon level: ceil(level / 10), capped at 10. */
export function monsterTier(level: number): number {
  return Math.min(10, Math.ceil(level / 10));
}

/** The step in % of a monster's level-tier scaling factor up to version 3 (`RulesProfile.tierScalePercent`). */
export const TIER_SCALE_PERCENT = 25;
