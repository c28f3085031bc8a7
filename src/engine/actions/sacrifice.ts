// Sacrifice for stamina (SPEC 4): half of health (floored) for half of max stamina.
import { copyPlayer, withPlayer } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { maxStaminaFor } from '../rules/stats';
import type { GameState } from '../types';

/** Trades health for stamina; allowed in and out of combat and does not pass the turn. */
export function sacrificeForStamina(state: GameState): Outcome {
  const { player } = state;
  const cost = Math.floor(player.health / 2);
  // SPEC 4 taken literally: at health 1 the cost is 0, so a hero too tired to act can always recover stamina.
  if (player.health <= cost) return refuse(state, MESSAGES.notEnoughHealthToSacrifice);
  const maxStamina = maxStaminaFor(state);
  const stamina = Math.min(maxStamina, player.stamina + Math.floor(maxStamina / 2));
  const drained = copyPlayer(player);
  drained.health = player.health - cost;
  drained.stamina = stamina;
  drained.maxStamina = maxStamina;
  return done(withPlayer(state, drained), MESSAGES.sacrifice(cost, stamina - player.stamina));
}
