// Rest (rules reference, "Rest, sacrifice, stat points"): full health and mana, stamina = CON with gear x 5, a new day,
// 10% score penalty; under rules with wanderers (version 4, a draft) one may break the rest first.
import { rollWanderer } from '../dungeon/spawn';
import { beginFight } from './enterRoom';
import { copyPlayer, withPlayer } from '../rules/copy';
import { done, refuse, withLog, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { inCombat } from '../rules/state';
import { maxStaminaFor } from '../rules/stats';
import type { Dice } from '../rng/dice';
import type { GameState } from '../types';
import { rulesOf } from '../versions/profiles';

/** Score lost by resting, in % (rounded up). */
export const REST_SCORE_PENALTY = 10;

/** Score a rest would cost now: ceil(score x 10 / 100) (the UI shows it on the REST control). */
export function restCost(state: Pick<GameState, 'score'>): number {
  return state.score - scoreAfterRest(state.score);
}

/** The score after a rest: score - ceil(score x 10 / 100), never below 0. */
export function scoreAfterRest(score: number): number {
  return Math.max(0, score - Math.ceil((score * REST_SCORE_PENALTY) / 100));
}

/** Rests, refused during combat; under rules with wanderers, a rest may be broken before it heals anything. */
export function rest(state: GameState, dice: Dice): Outcome {
  if (inCombat(state)) return refuse(state, MESSAGES.cannotRestInCombat);
  const ambush = rulesOf(state).restAmbushPercent;
  if (ambush > 0 && dice.chance(ambush)) return brokenRest(state, dice);
  const player = copyPlayer(state.player, 'shieldEffect');
  const maxStamina = maxStaminaFor(state);
  const day = player.day + 1;
  player.health = player.maxHealth;
  player.mana = player.maxMana;
  player.stamina = maxStamina;
  player.maxStamina = maxStamina;
  player.day = day;
  const rested = withPlayer(state, player);
  rested.score = scoreAfterRest(state.score);
  const lost = restCost(state);
  return done(rested, rulesOf(state).restLineShowsCost ? MESSAGES.restWithCost(day, lost) : MESSAGES.rest(day));
}

/**
 * A wanderer finds the resting hero: nothing is healed, no day passes and no score is paid, and the fight begins
 * with the wanderer's blow, where the hero lay down (it stands in no room, so winning empties none).
 */
function brokenRest(state: GameState, dice: Dice): Outcome {
  const { x, y } = state.player;
  const wanderer = rollWanderer(dice, state.dungeon.level, rulesOf(state), `m-${state.nextId}`, x, y);
  const found = withLog(state, MESSAGES.restBroken);
  found.nextId = state.nextId + 1;
  return done(beginFight(found, wanderer, 'monster'));
}
