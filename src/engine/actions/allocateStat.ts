// Spend a pending stat point (the 'ASCENSION ACHIEVED' choice): +1 to one stat.
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { syncMaxStamina } from '../rules/stats';
import type { GameState, Player, StatName } from '../types';

/** Raises `stat` by 1 using a pending point; constitution also raises max stamina. */
export function allocateStat(state: GameState, stat: StatName): Outcome {
  const pending = state.player.pendingStatPoint ?? 0;
  if (pending <= 0) return refuse(state, MESSAGES.noStatPoint);
  const { pendingStatPoint: _spent, ...rest } = state.player;
  const value = rest[stat] + 1;
  const raised: Player = pending > 1 ? { ...rest, [stat]: value, pendingStatPoint: pending - 1 } : { ...rest, [stat]: value };
  const next: GameState = { ...state, player: raised };
  return done({ ...next, player: syncMaxStamina(next) }, MESSAGES.allocate(stat, value));
}
