// Spend a pending stat point (the 'ASCENSION ACHIEVED' choice): +1 to one stat.
import { copyPlayer, withPlayer } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { effectiveStats, syncMaxStamina } from '../rules/stats';
import type { GameState, StatName } from '../types';
import { rulesOf } from '../versions/profiles';

/** Raises `stat` by 1 using a pending point; constitution also raises max stamina. */
export function allocateStat(state: GameState, stat: StatName): Outcome {
  const pending = state.player.pendingStatPoint ?? 0;
  if (pending <= 0) return refuse(state, MESSAGES.noStatPoint);
  // The point leaves the player and, if more are left, comes back last (as a rest spread did).
  const raised = copyPlayer(state.player, 'pendingStatPoint');
  const value = raised[stat] + 1;
  raised[stat] = value;
  if (pending > 1) raised.pendingStatPoint = pending - 1;
  const next = withPlayer(state, raised);
  return done(withPlayer(next, syncMaxStamina(next)), allocateLine(next, stat, value));
}

// From version 3 the line gives the figure with gear too, as the dialog and the status panel do ("11 (16 with
// gear)"); without a gear bonus on that stat, and up to version 2, only the base figure.
function allocateLine(state: GameState, stat: StatName, value: number): string {
  const withGear = effectiveStats(state)[stat];
  return rulesOf(state).statLineShowsGear && withGear !== value
    ? MESSAGES.allocateWithGear(stat, value, withGear)
    : MESSAGES.allocate(stat, value);
}
