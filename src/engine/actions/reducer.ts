// The rules step: refuses everything after death or victory, clears a fight without a monster, and
// dispatches to one handler per action. Knows nothing about the action log or the PRNG state.
import { copyState } from '../rules/copy';
import { refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { isGameOver, isRunWon, NO_COMBAT } from '../rules/state';
import type { Dice } from '../rng/dice';
import type { Action, GameState } from '../types';
import { allocateStat } from './allocateStat';
import { applyItem, drinkHealthPotion, drinkManaPotion } from './applyItem';
import { attack } from './attack';
import { cast } from './cast';
import { descend } from './descend';
import { drop } from './drop';
import { equip } from './equip';
import { monsterTurn } from './monsterTurn';
import { move } from './move';
import { rest } from './rest';
import { sacrificeForStamina } from './sacrifice';
import { sellItem } from './sellItem';
import { sellTreasure } from './sellTreasure';
import { unequip } from './unequip';

/** Combat that is active with no monster is cleared before any action (a state a damaged save could hold). */
export function clearEmptyCombat(state: GameState): GameState {
  if (!state.combat.active || state.combat.monster !== null) return state;
  const next = copyState(state);
  next.combat = NO_COMBAT;
  return next;
}

/** Applies one action with the given dice (tests pass scripted dice). */
export function step(state: GameState, action: Action, dice: Dice): Outcome {
  if (isGameOver(state)) return refuse(state, MESSAGES.gameOver);
  if (isRunWon(state)) return refuse(state, MESSAGES.questFulfilled);
  return dispatch(clearEmptyCombat(state), action, dice);
}

function dispatch(state: GameState, action: Action, dice: Dice): Outcome {
  switch (action.type) {
    case 'move':
      return move(state, action.direction, dice);
    case 'attack':
      return attack(state, dice);
    case 'cast':
      return cast(state, action.spell);
    case 'rest':
      return rest(state, dice);
    case 'sacrificeForStamina':
      return sacrificeForStamina(state);
    case 'equip':
      return equip(state, action.itemId);
    case 'unequip':
      return unequip(state, action.slot);
    case 'useItem':
      return applyItem(state, action.itemId);
    case 'useHealthPotion':
      return drinkHealthPotion(state);
    case 'useManaPotion':
      return drinkManaPotion(state);
    case 'sellItem':
      return sellItem(state, action.itemId);
    case 'sellTreasure':
      return sellTreasure(state);
    case 'drop':
      return drop(state, action.itemId);
    case 'allocateStat':
      return allocateStat(state, action.stat);
    case 'descend':
      return descend(state, dice);
    case 'monsterTurn':
      return monsterTurn(state, dice);
    default:
      return unreachable(action);
  }
}

function unreachable(action: never): Outcome {
  throw new Error(`engine: unknown action ${JSON.stringify(action)}`);
}
