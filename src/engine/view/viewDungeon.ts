// The current floor as the hero knows it (rules reference, "Views of a sealed run"): what the map draws
// (src/map/mapGlyphs.ts), and nothing it does not.
import type { Dungeon, Room } from '../types';
import type { KnownRoom, UnknownCell, ViewCell, ViewDungeon } from './types';

/** The cell a view holds wherever the hero has neither explored nor seen: only where it is. */
export function unknownCell(x: number, y: number): UnknownCell {
  return { x, y, type: 'unknown', explored: false, visible: false };
}

/**
 * An explored room as the hero knows it, built field by field so that one piece of knowledge is always the
 * same JSON: a monster whole (its figures follow from its name and floor, and the enemy panel shows them),
 * a treasure or a chest without its item (the map shows `$` and `?`), an exit not yet found as floor.
 */
function knownRoom(room: Room, exitFound: boolean): KnownRoom {
  const type = room.type === 'exit' && !exitFound ? 'empty' : room.type;
  const known: KnownRoom = { x: room.x, y: room.y, type, explored: true, visible: room.visible };
  if (type === 'monster' && room.content) known.content = room.content as KnownRoom['content'];
  if (room.requiresKey !== undefined && type === 'locked') known.requiresKey = room.requiresKey;
  return known;
}

// Cells (y * width + x) with an explored room among their eight neighbours: the walls the map draws as '#'.
function besideExplored(dungeon: Dungeon): Uint8Array {
  const { width, height, rooms } = dungeon;
  const near = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!rooms[y][x]?.explored) continue;
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) near[ny * width + nx] = 1;
      }
    }
  }
  return near;
}

/**
 * The floor as the hero knows it: explored rooms (see knownRoom), the walls beside them (null, as in the
 * state), and an unknown cell everywhere else, wall or room alike.
 */
export function viewDungeon(dungeon: Dungeon): ViewDungeon {
  const { width, height, rooms, exitFound } = dungeon;
  const near = besideExplored(dungeon);
  const cells: ViewCell[][] = [];
  for (let y = 0; y < height; y++) {
    const row: ViewCell[] = [];
    for (let x = 0; x < width; x++) {
      const room = rooms[y][x];
      if (room?.explored) row.push(knownRoom(room, exitFound));
      else if (!room && near[y * width + x] === 1) row.push(null);
      else row.push(unknownCell(x, y));
    }
    cells.push(row);
  }
  return { level: dungeon.level, width, height, rooms: cells, exitFound };
}
