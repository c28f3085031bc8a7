// Paths the engine's queries do not offer: through monsters the bot chooses to fight on the way.
// Same breadth-first search as the engine (src/engine/queries/breadthFirst.ts), over explored cells.
import { BLOCKED, breadthFirst, GOAL, OPEN, stepToward } from '../../src/engine/queries/breadthFirst';
import type { Direction, GameState, Room } from '../../src/engine/types';

let cells = new Uint8Array(0);

/** A cell coordinate. */
export interface Cell {
  x: number;
  y: number;
}

/**
 * The first move toward `target` (seen, or unseen beside a seen cell) over explored cells, walking
 * through the monster rooms `fight` accepts (each is a fight on the way); other monsters block.
 * Null when no such path exists.
 */
export function stepThrough(state: GameState, target: Cell, fight: (room: Room) => boolean): Direction | null {
  const { width, height, rooms } = state.dungeon;
  if (cells.length < width * height) cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const room = rooms[y][x];
      let kind: number = BLOCKED;
      if (room !== null && room.explored)
        kind = room.type === 'monster' && room.content && !fight(room) ? BLOCKED : OPEN;
      cells[y * width + x] = kind;
    }
  }
  const goal = target.y * width + target.x;
  // An unseen target (the edge of the map) is reached from a seen cell beside it.
  if (!rooms[target.y]?.[target.x]) return null;
  cells[goal] = GOAL;
  const search = breadthFirst(cells, width, height, state.player.y * width + state.player.x);
  return search.found === goal ? stepToward(search, goal) : null;
}

/** The found exit of the current level, or null while it is not found. */
export function foundExit(state: GameState): Cell | null {
  if (!state.dungeon.exitFound) return null;
  for (const row of state.dungeon.rooms) for (const room of row) if (room?.type === 'exit') return room;
  return null;
}
