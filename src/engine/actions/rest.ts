// Rest (rules reference, "Rest, sacrifice, stat points"): full health and mana, stamina = CON with gear x 5, a new day,
// 10% score penalty; under rules with wanderers (version 4 on) one may break the rest first.
import { nearestWanderer, wandererChance } from '../dungeon/wanderer';
import { beginFight } from './enterRoom';
import { copyPlayer, withPlayer } from '../rules/copy';
import { emptiedRoom, inCombat, replaceRoom } from '../rules/state';
import { done, refuse, withLog, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { maxStaminaFor } from '../rules/stats';
import type { Dice } from '../rng/dice';
import type { GameState, Monster, Room } from '../types';
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

/**
 * Rests, refused during combat. Under rules with wanderers, while any monster lives on the level, the nearest may
 * break the rest before it heals anything, likelier the nearer it is (rolled only then: a cleared level is safe).
 */
export function rest(state: GameState, dice: Dice): Outcome {
  if (inCombat(state)) return refuse(state, MESSAGES.cannotRestInCombat);
  const ambush = rulesOf(state).restAmbushPercent;
  const wanderer = ambush > 0 ? nearestWanderer(state.dungeon, state.player.x, state.player.y) : null;
  if (wanderer && dice.chance(wandererChance(ambush, wanderer.distance))) return brokenRest(state, wanderer.room);
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
 * The nearest living monster finds the resting hero: nothing is healed, no day passes and no score is paid; it
 * leaves its room (now empty) and the fight begins with its blow where the hero lay, so winning empties nothing
 * more, and pays its experience and gold as any fight does.
 */
function brokenRest(state: GameState, room: Room & { content: Monster }): Outcome {
  const found = withLog(state, MESSAGES.restBroken);
  found.dungeon = replaceRoom(state.dungeon, emptiedRoom(room));
  return done(beginFight(found, { ...room.content, x: state.player.x, y: state.player.y }, 'monster'));
}
