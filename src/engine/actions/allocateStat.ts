// Spend a pending stat point (the 'ASCENSION ACHIEVED' choice): +1 to one stat.
import { copyPlayer, withPlayer } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { syncMaxStamina } from '../rules/stats';
import type { GameState, StatName } from '../types';

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
  return done(withPlayer(next, syncMaxStamina(next)), MESSAGES.allocate(stat, value));
}
