// Sacrifice for stamina (rules reference, "Rest, sacrifice, stat points"): half of health (floored) for half of max stamina.
import { copyPlayer, withPlayer } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { sacrificePreview } from '../rules/sacrifice';
import { maxStaminaFor } from '../rules/stats';
import type { GameState } from '../types';
import { rulesOf } from '../versions/profiles';

/** Trades health for stamina; allowed in and out of combat and does not pass the turn. */
export function sacrificeForStamina(state: GameState): Outcome {
  const { player } = state;
  // The rule taken literally: at health 1 the cost is 0, so a hero too tired to act can always recover stamina.
  const { cost, gain, allowed } = sacrificePreview(state);
  if (!allowed) return refuse(state, MESSAGES.notEnoughHealthToSacrifice);
  const drained = copyPlayer(player);
  drained.health = player.health - cost;
  drained.stamina = player.stamina + gain;
  drained.maxStamina = maxStaminaFor(state);
  // From version 3 the free sacrifice says what happened rather than 'You sacrifice 0 health'.
  const line =
    cost === 0 && rulesOf(state).freeSacrificeSaysSo
      ? MESSAGES.sacrificeFree(player.health, gain)
      : MESSAGES.sacrifice(cost, gain);
  return done(withPlayer(state, drained), line);
}
