// Auto-explore: the first step toward the nearest cell the map still shows as unseen, then to the exit.
import { findExit } from '../dungeon/findExit';
import { START_X, START_Y } from '../dungeon/generateLevel';
import type { Direction, GameState } from '../types';
import { breadthFirst, GOAL, stepToward } from './breadthFirst';
import { fullyExplored, knownCells, openCells } from './knownCells';
import { travelStep } from './travel';

/**
 * The next move of auto-explore, using only what the player knows:
 * 1. toward the nearest unexplored open cell, by path length over explored cells that never crosses
 *    a monster's room. Such a cell is a solid block on the map beside a known floor cell (a wall
 *    beside an explored cell is drawn as '#', so a block there is always open floor); the path's
 *    last step enters it, but sight (radius 2) reveals it one step earlier. Ties: the first found
 *    by the search in the order up, right, down, left.
 * 2. Once the whole level is explored and the exit is still not found (it looks like floor until the
 *    hero stands on it), toward the exit as the rules place it: the open cell farthest from the
 *    start (1, 1), which the fully seen maze tells exactly.
 * Null when nothing reachable is unknown: every open cell seen and the exit found, or what is left
 * lies behind monsters (fight them or travel elsewhere), or the hero stands on the exit.
 */
export function exploreStep(state: GameState): Direction | null {
  const { dungeon, player } = state;
  const { width, height } = dungeon;
  const search = breadthFirst(knownCells(dungeon, GOAL), width, height, player.y * width + player.x);
  if (search.found !== -1) return stepToward(search, search.found);
  if (dungeon.exitFound || !fullyExplored(dungeon)) return null;
  const exit = findExit({ width, height, open: openCells(dungeon) }, START_X, START_Y);
  return travelStep(state, exit.x, exit.y);
}
