// Travel (click or tap a seen cell): the first step of the shortest known path to it.
import { roomAt } from '../rules/state';
import type { Direction, GameState } from '../types';
import { BLOCKED, breadthFirst, GOAL, stepToward } from './breadthFirst';
import { knownCells } from './knownCells';

/**
 * The first move toward (x, y) by the shortest path over explored cells that never crosses a
 * monster's room (the target itself may be one: walking into it starts the fight). Null when the
 * cell is a wall, unexplored or off the map, when no known path leads there, or when the hero
 * already stands on it. Ties between equally short paths go to the first step in the order up,
 * right, down, left.
 */
export function travelStep(state: GameState, x: number, y: number): Direction | null {
  const { dungeon, player } = state;
  const target = roomAt(dungeon, x, y);
  if (target === null || !target.explored || (x === player.x && y === player.y)) return null;
  const cells = knownCells(dungeon, BLOCKED);
  const index = y * dungeon.width + x;
  cells[index] = GOAL;
  const result = breadthFirst(cells, dungeon.width, dungeon.height, player.y * dungeon.width + player.x);
  return result.found === index ? stepToward(result, index) : null;
}
