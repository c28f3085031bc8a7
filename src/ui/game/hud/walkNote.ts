import { restCost, type Blocker, type GameState } from '../../../engine';
import type { WalkStop } from '../../../app/gameTypes';
import { unseenCellsLeft } from '../../../app/gameQueries';
import { blocksTheWay } from '../../narration/answers';
import { whereFrom } from '../../narration/where';

/** Why a walk stopped, as the EXPLORE button's second line (long and phone forms) and a full sentence for screen readers. */
export interface WalkNote {
  long: string;
  short: string;
  full: string;
}

/** What the control bar says about the walk that just stopped, or null when the screen already shows
 *  why (a fight, a dialog, the log's pickup line, the rest offer for health below half) or the player
 *  stopped it. Shown until the next action. */
export function walkNote(stop: WalkStop | null, state: GameState): WalkNote | null {
  if (stop === null || stop.at !== state.actions.length) return null;
  switch (stop.reason) {
    case 'monster':
      return { long: 'stopped: monster in sight', short: 'monster!', full: 'A monster comes into sight.' };
    case 'end':
      return endNote(stop, state);
    default:
      return null;
  }
}

/** The rest a walk stopped for health below half offers: health now, and the score a rest costs (the
 *  engine's restCost, as the REST button shows it). */
export interface RestOffer {
  health: number;
  maxHealth: number;
  cost: number;
}

/** The rest offer after a walk stopped for health below half, until the next action; null otherwise. */
export function restOffer(stop: WalkStop | null, state: GameState): RestOffer | null {
  if (stop === null || stop.reason !== 'health' || stop.at !== state.actions.length || state.combat.active) return null;
  return { health: state.player.health, maxHealth: state.player.maxHealth, cost: restCost(state) };
}

/** The monster in sight that barred the walk that just stopped, for the map to ring; null otherwise. */
export function barredBy(stop: WalkStop | null, state: GameState): Blocker | null {
  if (stop === null || stop.at !== state.actions.length || stop.reason !== 'end') return null;
  return stop.blocker ?? null;
}

// A walk with no next step: a monster in sight bars the way, travel that could not start, or
// exploring that has seen everything (the engine's 'sight' rule walks past monsters out of sight and,
// all seen, on to the unfound exit: only a monster in sight stops it short, and that one is named).
function endNote(stop: WalkStop, state: GameState): WalkNote | null {
  const { walk } = stop;
  if (stop.blocker) return blockedNote(stop.blocker, state);
  if (walk.kind === 'travel') {
    const there = walk.x === state.player.x && walk.y === state.player.y;
    return walk.steps === 0 && !there
      ? { long: 'no known way there', short: 'no way', full: 'No known way there.' }
      : null;
  }
  if (!unseenCellsLeft(state))
    return { long: 'nothing left to explore', short: 'all seen', full: 'Nothing left to explore.' };
  // Not met on a generated floor (its maze is connected): unseen cells left and no monster barring them.
  return { long: 'no known way on', short: 'no way', full: 'No known way on.' };
}

/** "blocked: Rat, 2 east" / "Rat blocks" / "A Rat blocks the way: 2 east." (the monster is in sight, on the map). */
function blockedNote(blocker: Blocker, state: GameState): WalkNote {
  const { name } = blocker.monster;
  return {
    long: `blocked: ${name}, ${whereFrom(state.player, blocker)}`,
    short: `${name} blocks`,
    full: blocksTheWay(state, blocker),
  };
}
