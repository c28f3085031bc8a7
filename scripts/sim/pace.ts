// How long a person takes over each action, so the simulator can print a run's length in minutes
// beside its action count: auto-explore steps 150 ms, other moves and chores 400 ms, and in a fight
// 0.6 s to decide each action plus 1.5 s for each monster turn (the UI's delay).
import { exploreStep, inCombat } from '../../src/engine';
import type { Action, GameState } from '../../src/engine/types';

/** A step the auto-explore key would also take. */
export const AUTO_EXPLORE_MS = 150;
/** Any other move or out-of-combat action (rest, equip, sell, descend...). */
export const OTHER_MOVE_MS = 400;
/** The player's decision on each of their turns in a fight (attack, cast, potion, sacrifice). */
export const FIGHT_DECISION_MS = 600;
/** The monster's turn, which the UI plays 1.5 s after the turn passes. */
export const MONSTER_TURN_MS = 1500;

/** Milliseconds a person would spend on `action` taken from `state`. */
export function actionMillis(state: GameState, action: Action): number {
  if (action.type === 'monsterTurn') return MONSTER_TURN_MS;
  if (inCombat(state)) return FIGHT_DECISION_MS;
  if (action.type === 'move' && exploreStep(state) === action.direction) return AUTO_EXPLORE_MS;
  return OTHER_MOVE_MS;
}
