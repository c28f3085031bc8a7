// Auto-explore: the first step toward the nearest cell the map still shows as unseen, then to the exit.
import { findExit } from '../dungeon/findExit';
import { START_X, START_Y } from '../dungeon/generateLevel';
import type { Direction, Dungeon, GameState } from '../types';
import { GOAL } from './breadthFirst';
import { fullyExplored, openCells } from './knownCells';
import { knownWay, type Around, type Blocker, type KnownWay } from './knownWay';
import { travelWay } from './travel';

/** The way to a place: the first move and the number of moves of the shortest known path. */
export interface Way {
  direction: Direction;
  distance: number;
}

/**
 * Where the rules placed the exit of a level the player has seen whole: the open cell farthest from
 * the start (1, 1), which the fully seen maze tells exactly. Null while part of the level is unseen.
 */
export function exitOfSeenLevel(dungeon: Dungeon): { x: number; y: number } | null {
  if (!fullyExplored(dungeon)) return null;
  return findExit({ width: dungeon.width, height: dungeon.height, open: openCells(dungeon) }, START_X, START_Y);
}

/**
 * Auto-explore's way over what the player knows, under the rule for monsters `around` (`knownWay`):
 * 1. to the nearest unexplored open cell (a solid block on the map beside a known floor cell); sight
 *    (radius 2) reveals it one step before the way enters it;
 * 2. once the whole level is explored and the exit is still not found (it looks like floor until the
 *    hero stands on it), to the exit as the rules place it (`exitOfSeenLevel`).
 * Null when nothing is left to find (all seen and the exit found), when the hero stands on the exit,
 * or when no way leads on.
 */
function exploreWay(state: GameState, around: Around): KnownWay | null {
  const { dungeon } = state;
  const exit = exitOfSeenLevel(dungeon);
  if (exit === null) return knownWay(state, GOAL, around);
  return dungeon.exitFound ? null : travelWay(state, exit.x, exit.y, around);
}

/**
 * The nearest unexplored open cell by the known way under `around` (default 'known': never past a
 * monster the player knows of): the first move and the length of the way. Null when every cell is
 * seen, when what is left lies behind monsters, or ('sight') when a monster in sight bars the way.
 */
export function nearestUnexplored(state: GameState, around: Around = 'known'): Way | null {
  if (fullyExplored(state.dungeon)) return null;
  const way = knownWay(state, GOAL, around);
  // A way a monster in sight bars is no way to a passage (the walk goes only up to that monster).
  if (way === null || way.direction === null || way.blocker !== null) return null;
  return { direction: way.direction, distance: way.distance };
}

/**
 * The next move of auto-explore (`exploreWay`). Under 'known' (the default, the simulator's bots) it
 * never crosses a monster the player has seen, so what lies only behind one is out of reach. Under
 * 'sight' (the player's auto-explore) a way around every known monster comes first; when there is
 * none, the shortest way is walked toward its first monster: past none, up to the cell beside one in
 * sight (null there, and `exploreBlocker` names it). So under 'sight' it is never null while the exit
 * is unfound and no monster in sight stands on the next cell of the way.
 */
export function exploreStep(state: GameState, around: Around = 'known'): Direction | null {
  return exploreWay(state, around)?.direction ?? null;
}

/** Under the player's walking rule: the monster in sight that bars auto-explore's way (near or not), or null. */
export function exploreBlocker(state: GameState): Blocker | null {
  return exploreWay(state, 'sight')?.blocker ?? null;
}
