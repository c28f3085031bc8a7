// Auto-explore: the first step toward the nearest cell the map still shows as unseen, then to the exit.
import { findExit } from '../dungeon/findExit';
import { START_X, START_Y } from '../dungeon/generateLevel';
import type { Direction, GameState } from '../types';
import { breadthFirst, GOAL, stepToward } from './breadthFirst';
import { fullyExplored, knownCells, openCells } from './knownCells';
import { travelStep } from './travel';

/** The way to a place: the first move and the number of moves of the shortest known path. */
export interface Way {
  direction: Direction;
  distance: number;
}

/**
 * The nearest unexplored open cell (a solid block on the map beside a known floor cell), by path
 * length over explored cells that never crosses a monster's room; the path's last step enters it.
 * Ties: the first found by the search in the order up, right, down, left. Null when none is
 * reachable (everything seen, or what is left lies behind monsters).
 */
export function nearestUnexplored(state: GameState): Way | null {
  const { dungeon, player } = state;
  const { width, height } = dungeon;
  const search = breadthFirst(knownCells(dungeon, GOAL), width, height, player.y * width + player.x);
  const direction = stepToward(search, search.found);
  return direction === null ? null : { direction, distance: search.distance[search.found] };
}

/**
 * The next move of auto-explore, using only what the player knows:
 * 1. toward the nearest unexplored open cell (`nearestUnexplored`); sight (radius 2) reveals it one
 *    step before the path enters it.
 * 2. Once the whole level is explored and the exit is still not found (it looks like floor until the
 *    hero stands on it), toward the exit as the rules place it: the open cell farthest from the
 *    start (1, 1), which the fully seen maze tells exactly.
 * Null when nothing reachable is unknown: every open cell seen and the exit found, or what is left
 * lies behind monsters (fight them or travel elsewhere), or the hero stands on the exit.
 */
export function exploreStep(state: GameState): Direction | null {
  const way = nearestUnexplored(state);
  if (way !== null) return way.direction;
  const { dungeon } = state;
  if (dungeon.exitFound || !fullyExplored(dungeon)) return null;
  const exit = findExit({ width: dungeon.width, height: dungeon.height, open: openCells(dungeon) }, START_X, START_Y);
  return travelStep(state, exit.x, exit.y);
}
