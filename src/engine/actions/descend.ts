// Descend through the found exit (rules reference, "Descent"): a new 25x15 level, back to (1, 1), score + level x 100.
import { generateLevel, START_X, START_Y } from '../dungeon/generateLevel';
import { copyPlayer, withPlayer } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { currentRoom, inCombat } from '../rules/state';
import type { Dice } from '../rng/dice';
import type { GameState } from '../types';
import { rulesOf } from '../versions/profiles';

/** The deepest dungeon level: descending from it is refused. */
export const MAX_DUNGEON_LEVEL = 100;

/** True when the player may take the portal now (the UI enables E with it). */
export function canDescend(state: GameState): boolean {
  return (
    !inCombat(state) &&
    state.player.health > 0 &&
    state.dungeon.exitFound &&
    currentRoom(state)?.type === 'exit' &&
    state.dungeon.level < MAX_DUNGEON_LEVEL
  );
}

/** Goes one level deeper; nothing else is cleared. */
export function descend(state: GameState, dice: Dice): Outcome {
  if (inCombat(state) || !state.dungeon.exitFound || currentRoom(state)?.type !== 'exit') {
    return refuse(state, MESSAGES.noPortal);
  }
  const completed = state.dungeon.level;
  if (completed >= MAX_DUNGEON_LEVEL) return refuse(state, MESSAGES.bottomOfWorld);
  const level = completed + 1;
  const { dungeon, nextId } = generateLevel(level, dice, state.nextId, rulesOf(state));
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
