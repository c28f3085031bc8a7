// Descend through the found exit (rules reference, "Descent"): a new 25x15 level, back to (1, 1), score + level x 100.
// Under rules whose bottom is a victory, the exit of the deepest level ends the run as won instead.
import { generateLevel, START_X, START_Y } from '../dungeon/generateLevel';
import { floorDice } from '../dungeon/worldSeed';
import { copyPlayer, copyState, withPlayer } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { currentRoom, inCombat, isRunWon, VICTORY_STATUS } from '../rules/state';
import type { Dice } from '../rng/dice';
import type { GameState } from '../types';
import { rulesOf } from '../versions/profiles';

/** The deepest dungeon level: its exit leads nowhere deeper (refused, or a victory under `bottomIsVictory`). */
export const MAX_DUNGEON_LEVEL = 100;

function standsOnFoundExit(state: GameState): boolean {
  return !inCombat(state) && state.dungeon.exitFound && currentRoom(state)?.type === 'exit';
}

/** True where the exit leads out of the dungeon: the deepest level, under rules whose bottom is a victory. */
function exitLeadsOut(state: GameState): boolean {
  return state.dungeon.level >= MAX_DUNGEON_LEVEL && rulesOf(state).bottomIsVictory;
}

/** True when the player may take the portal now (the UI enables E with it). */
export function canDescend(state: GameState): boolean {
  return (
    state.player.health > 0 &&
    !isRunWon(state) &&
    standsOnFoundExit(state) &&
    (state.dungeon.level < MAX_DUNGEON_LEVEL || exitLeadsOut(state))
  );
}

/** True when taking the portal now wins the run (the UI offers to claim the victory there). */
export function canClaimVictory(state: GameState): boolean {
  return canDescend(state) && exitLeadsOut(state);
}

/** The last portal: the run ends as won, with the completed level's descent score like any portal. */
function conquer(state: GameState): Outcome {
  const next = copyState(state);
  next.score = state.score + state.dungeon.level * 100;
  next.gameStatus = VICTORY_STATUS;
  return done(next, MESSAGES.conquered);
}

/** Goes one level deeper; nothing else is cleared. */
export function descend(state: GameState, dice: Dice): Outcome {
  if (!standsOnFoundExit(state)) return refuse(state, MESSAGES.noPortal);
  const completed = state.dungeon.level;
  if (exitLeadsOut(state)) return conquer(state);
  if (completed >= MAX_DUNGEON_LEVEL) return refuse(state, MESSAGES.bottomOfWorld);
  const level = completed + 1;
  const rules = rulesOf(state);
  // The level comes from the world's stream under rules with world and dice, else from the run's one stream.
  const levelDice = rules.worldAndDice ? floorDice(state.seed, level) : dice;
  const { dungeon, nextId } = generateLevel(level, levelDice, state.nextId, rules);
  const player = copyPlayer(state.player);
  player.x = START_X;
  player.y = START_Y;
  const next = withPlayer(state, player);
  next.dungeon = dungeon;
  next.nextId = nextId;
  next.score = state.score + completed * 100;
  next.gameStatus = `Exploring level ${level}...`;
  return done(next, MESSAGES.descend(level));
}
