// What a rest risks, as the hero knows the level: the REST control shows it before the player lies down, so
// where to rest is a decision the screen informs (rules reference, "Version 4: every death the player's").
import { nearestWanderer, wandererChance } from '../dungeon/wanderer';
import { inCombat } from '../rules/state';
import type { GameState, Monster } from '../types';
import { rulesOf } from '../versions/profiles';

/** The monster a rest here may wake, as far as the hero knows, and the chance in % that it breaks the rest. */
export interface RestRisk {
  monster: Monster;
  /** Steps through the explored level. */
  distance: number;
  chance: number;
}

/**
 * The nearest living monster the hero has seen, by steps through the cells it has explored, and the chance it
 * breaks a rest taken here; null under rules where rests are never broken, in a fight, or with no monster seen.
 * A monster not yet seen may be nearer: the chance is what the map tells, never more than the hero could know.
 */
export function restRisk(state: GameState): RestRisk | null {
  const percent = rulesOf(state).restAmbushPercent;
  if (percent === 0 || inCombat(state)) return null;
  const near = nearestWanderer(state.dungeon, state.player.x, state.player.y, true);
  if (!near) return null;
  return { monster: near.room.content, distance: near.distance, chance: wandererChance(percent, near.distance) };
}
