// The way over what the player knows, as exploration, travel and nearestRoom walk it, under one of two
// rules for monsters: around every one the player knows of, or (the player's walks) around those only
// while that leaves a way, else up to a monster remembered out of sight but never past one in sight.
import type { Direction, GameState, Monster } from '../types';
import { BLOCKED, breadthFirst, GOAL, pathTo, stepToward } from './breadthFirst';
import { knownCells } from './knownCells';

/**
 * Which monsters a way goes around.
 * - 'known': every monster the player has seen, in sight or remembered out of sight; what lies only
 *   behind one is out of reach. The simulator's bots walk so (their choices rely on it).
 * - 'sight': the player's walks (auto-explore, travel, the P and G answers). Around every known monster
 *   while that leaves a way; else the shortest way with monsters walked like floor, as long as its first
 *   monster is out of sight. Sight, 2 cells after a move, shows that monster before the hero reaches
 *   it; a monster in sight first on the way bars it (the `blocker`): the walk goes up to it and stops
 *   beside it, never into it (every fight is a choice).
 */
export type Around = 'known' | 'sight';

/** Marks the destinations (GOAL) on the cell classes of a search. */
export type MarkGoals = (cells: Uint8Array, width: number) => void;

/** A monster in sight that stands first on the way, and its cell. */
export interface Blocker {
  x: number;
  y: number;
  monster: Monster;
}

/** The way to the nearest goal: its cell, length and first move, and the monster in sight that bars it. */
export interface KnownWay {
  /** The goal reached, as a cell index (y * width + x). */
  goal: number;
  /** Moves to the goal. */
  distance: number;
  /** The first move; null when `blocker` stands on the next cell (a walk goes up to it, not into it). */
  direction: Direction | null;
  /** The monster in sight that stands first on the way (the walk stops beside it), or null. */
  blocker: Blocker | null;
}

/**
 * The way from the hero to the nearest goal over explored cells (`unexplored` cells are GOAL while
 * exploring, BLOCKED while travelling; `mark` sets further goals), under the rule `around`. A way
 * around every known monster comes first under both rules. Under 'sight' the second way does not
 * depend on what is in sight, only on what is known, so each step keeps to the way of the last: a
 * walk never swings back and forth at the edge of sight. Ties between equally short ways go to the
 * first step in the order up, right, down, left. Null when no goal is reachable (under 'sight': even
 * through monsters), or the hero stands on the only one.
 */
export function knownWay(
  state: GameState,
  unexplored: typeof GOAL | typeof BLOCKED,
  around: Around,
  mark?: MarkGoals,
): KnownWay | null {
  const { dungeon, player } = state;
  const { width, height } = dungeon;
  const start = player.y * width + player.x;
  const cells = knownCells(dungeon, unexplored, 'known');
  mark?.(cells, width);
  const search = breadthFirst(cells, width, height, start);
  if (search.found !== -1) return way(search.found, search.distance[search.found], stepToward(search, search.found));
  return around === 'sight' ? wayThrough(state, unexplored, mark) : null;
}

/** The shortest way with monsters walked like floor, barred when its first monster is in sight. */
function wayThrough(state: GameState, unexplored: typeof GOAL | typeof BLOCKED, mark?: MarkGoals): KnownWay | null {
  const { dungeon, player } = state;
  const { width, height, rooms } = dungeon;
  const cells = knownCells(dungeon, unexplored, 'none');
  mark?.(cells, width);
  const search = breadthFirst(cells, width, height, player.y * width + player.x);
  const { found } = search;
  if (found === -1) return null;
  const distance = search.distance[found];
  const direction = stepToward(search, found);
  const path = pathTo(search, cells, found);
  for (let i = 0; i < path.length; i++) {
    const cell = path[i];
    const room = rooms[Math.floor(cell / width)][cell % width];
    if (cell === found || room?.type !== 'monster' || !room.content) continue;
    // The first monster on the way: walked toward while out of sight, a barrier once in sight. A walk
    // still goes up to a barrier (monsters never move, and a fight starts only on its cell): the first
    // move is null only once the barrier stands on the next cell.
    if (!room.visible) break;
    return {
      goal: found,
      distance,
      direction: i === 0 ? null : direction,
      blocker: { x: room.x, y: room.y, monster: room.content as Monster },
    };
  }
  return way(found, distance, direction);
}

function way(goal: number, distance: number, direction: Direction | null): KnownWay {
  return { goal, distance, direction, blocker: null };
}
