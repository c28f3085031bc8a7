// Travel (click or tap a seen cell): the first step of the shortest known path to it.
import { roomAt } from '../rules/state';
import type { Direction, GameState } from '../types';
import { BLOCKED, GOAL } from './breadthFirst';
import { knownWay, type Around, type Blocker, type KnownWay } from './knownWay';

/**
 * The way to (x, y) over explored cells under the rule `around` (`knownWay`). The target itself may be
 * a monster's room (walking into it starts the fight). Null when the cell is a wall, unexplored or off
 * the map, when the hero already stands on it, or when no known way leads there.
 */
export function travelWay(state: GameState, x: number, y: number, around: Around): KnownWay | null {
  const { dungeon, player } = state;
  const target = roomAt(dungeon, x, y);
  if (target === null || !target.explored || (x === player.x && y === player.y)) return null;
  const index = y * dungeon.width + x;
  return knownWay(state, BLOCKED, around, (cells) => {
    cells[index] = GOAL;
  });
}

/**
 * The first move toward (x, y) by the shortest path over explored cells that never crosses a monster
 * the player knows of (`around` 'known', the default), or under the player's walking rule ('sight':
 * around them while that leaves a way, else up to a monster remembered out of sight, never past one in
 * sight; the walk goes up to the cell beside that one). The target itself may be a monster's room:
 * walking into it starts the fight. Null when the cell is a wall, unexplored or off the map, when no
 * known path leads there, when a monster in sight bars the way on the next cell (`travelBlocker`), or
 * when the hero already stands on it. Ties between equally short paths go to the first step in the
 * order up, right, down, left.
 */
export function travelStep(state: GameState, x: number, y: number, around: Around = 'known'): Direction | null {
  return travelWay(state, x, y, around)?.direction ?? null;
}

/** Under the player's walking rule: the monster in sight that bars the way to (x, y), or null. */
export function travelBlocker(state: GameState, x: number, y: number): Blocker | null {
  return travelWay(state, x, y, 'sight')?.blocker ?? null;
}
