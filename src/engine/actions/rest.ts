// Rest (SPEC 4): full health and mana, stamina = CON with gear x 5, a new day, 10% score penalty.
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { inCombat } from '../rules/state';
import { maxStaminaFor } from '../rules/stats';
import type { GameState } from '../types';

/** Score lost by resting, in % (rounded up). */
export const REST_SCORE_PENALTY = 10;

/** The score after a rest: score - ceil(score x 10 / 100), never below 0. */
export function scoreAfterRest(score: number): number {
  return Math.max(0, score - Math.ceil((score * REST_SCORE_PENALTY) / 100));
}

/** Rests, refused during combat. */
export function rest(state: GameState): Outcome {
  if (inCombat(state)) return refuse(state, MESSAGES.cannotRestInCombat);
  const { shieldEffect: _cleared, ...player } = state.player;
  const maxStamina = maxStaminaFor(state);
  const day = player.day + 1;
  return done(
    {
      ...state,
      player: { ...player, health: player.maxHealth, mana: player.maxMana, stamina: maxStamina, maxStamina, day },
      score: scoreAfterRest(state.score),
    },
    MESSAGES.rest(day),
  );
}
