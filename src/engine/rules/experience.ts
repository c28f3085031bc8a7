// Experience within the current level (rules reference, "Combat", level-up): experience is never reset, and level N is reached at
// experienceToNext of level N-1, which is (N-1) x 100. The status panel's XP bar shows how far the
// hero is from the start of this level to the next, not the lifetime total (that read ~95% always).
import type { Player } from '../types';

/** Experience per level step: reaching level L + 1 needs L x 100 in total. */
const EXPERIENCE_PER_LEVEL = 100;

/** Progress within the current level: experience gained since it began, and the span to the next. */
export interface LevelProgress {
  /** Experience gained since this level was reached (0 at the moment of the level-up). */
  gained: number;
  /** Experience between the start of this level and the next one (always 100 under the level-up rule). */
  span: number;
  /** gained / span in whole per cent, floored, 0-100. */
  percent: number;
}

/** The total experience at which `level` is reached: (level - 1) x 100, the previous experienceToNext. */
export function experienceAtLevel(level: number): number {
  return Math.max(0, level - 1) * EXPERIENCE_PER_LEVEL;
}

/**
 * How far the hero is through the current level. A save edited so that experienceToNext does not lie
 * above the level's start falls back to the lifetime ratio rather than dividing by zero.
 */
export function levelProgress(player: Pick<Player, 'level' | 'experience' | 'experienceToNext'>): LevelProgress {
  const levelStart = experienceAtLevel(player.level);
  const start = player.experienceToNext > levelStart ? levelStart : 0;
  const span = Math.max(1, player.experienceToNext - start);
  const gained = Math.max(0, Math.min(span, player.experience - start));
  return { gained, span, percent: Math.floor((gained / span) * 100) };
}
