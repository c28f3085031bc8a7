// Move one tile (W A S D / arrows). Walls and the grid edge: no change at all.
import { MOVE_SIGHT_RADIUS, revealAround } from '../dungeon/visibility';
import { copyDungeon, copyPlayer, copyState } from '../rules/copy';
import { done, MOVE_BLOCKED, refuse, type Outcome } from '../rules/log';
import { STEP_OF } from '../rules/directions';
import { MESSAGES } from '../rules/messages';
import { inCombat, roomAt } from '../rules/state';
import type { Dice } from '../rng/dice';
import type { Direction, GameState } from '../types';
import { regainStamina } from '../rules/stamina';
import { rulesOf } from '../versions/profiles';
import { enterRoom } from './enterRoom';

/** Moves the player (regaining the rules' stamina per step), updates sight, then resolves the new room. */
export function move(state: GameState, direction: Direction, dice: Dice): Outcome {
  if (inCombat(state)) return refuse(state, MESSAGES.blockedByCombat);
  const { dx, dy } = STEP_OF[direction];
  const x = state.player.x + dx;
  const y = state.player.y + dy;
  const target = roomAt(state.dungeon, x, y);
  if (target === null) return { state, refusal: MOVE_BLOCKED };
  const player = copyPlayer(state.player);
  player.x = x;
  player.y = y;
  // A step outside combat lets the hero catch their breath (moves are refused in combat).
  regainStamina(player, rulesOf(state).stepStaminaPercent);
  const dungeon = copyDungeon(state.dungeon);
  dungeon.rooms = revealAround(state.dungeon.rooms, x, y, MOVE_SIGHT_RADIUS);
  const moved = copyState(state);
  moved.player = player;
  moved.dungeon = dungeon;
  return done(enterRoom(moved, dice));
}
