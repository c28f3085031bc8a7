import { lastSeen, type GameState, type Monster, type Room, type Sighting } from '../engine';

/** What a map cell shows; the palette colours each kind. `memory`: a thing seen there, out of sight now (dimmed). */
export type GlyphKind =
  | 'player'
  | 'monster'
  | 'treasure'
  | 'locked'
  | 'merchant'
  | 'exit'
  | 'wall'
  | 'unseen'
  | 'remembered'
  | 'memory'
  | 'floor';

/** One drawn cell: its character and what it is. */
export interface Glyph {
  ch: string;
  kind: GlyphKind;
}

/** The glyphs of the map, also shown in the map legend. */
export const GLYPHS = {
  player: '@',
  unseen: '█',
  remembered: '.',
  floor: '·',
  wall: '#',
  treasure: '$',
  locked: '?',
  merchant: '♣',
  exit: 'E',
} as const;

const UNSEEN: Glyph = { ch: GLYPHS.unseen, kind: 'unseen' };
const WALL: Glyph = { ch: GLYPHS.wall, kind: 'wall' };
const REMEMBERED: Glyph = { ch: GLYPHS.remembered, kind: 'remembered' };
const FLOOR: Glyph = { ch: GLYPHS.floor, kind: 'floor' };
const PLAYER: Glyph = { ch: GLYPHS.player, kind: 'player' };
const EXIT: Glyph = { ch: GLYPHS.exit, kind: 'exit' };

// The eight neighbours as offset pairs, flat: read by an index loop on every wall cell of every move.
const NEIGHBOUR_DX = [-1, 0, 1, -1, 1, -1, 0, 1] as const;
const NEIGHBOUR_DY = [-1, -1, -1, 0, 0, 1, 1, 1] as const;

// A wall shows as '#' once any open cell beside it has been explored; until then it is unknown.
function wallGlyph(rooms: GameState['dungeon']['rooms'], x: number, y: number): Glyph {
  // An index loop: no closure or iterator per wall cell (this runs for each of them on every move).
  for (let i = 0; i < NEIGHBOUR_DX.length; i++) {
    if (rooms[y + NEIGHBOUR_DY[i]]?.[x + NEIGHBOUR_DX[i]]?.explored === true) return WALL;
  }
  return UNSEEN;
}

// What stands in a room the player can see now.
function visibleRoomGlyph(room: Room, exitFound: boolean): Glyph {
  switch (room.type) {
    case 'monster':
      return { ch: (room.content as Monster | undefined)?.symbol ?? 'M', kind: 'monster' };
    case 'treasure':
      return { ch: GLYPHS.treasure, kind: 'treasure' };
    case 'locked':
      return { ch: GLYPHS.locked, kind: 'locked' };
    case 'merchant':
      return { ch: GLYPHS.merchant, kind: 'merchant' };
    case 'exit':
      return exitFound ? EXIT : FLOOR;
    default:
      return FLOOR;
  }
}

// The character of a thing seen: a monster's own symbol, $, ?, the club, E.
function sightingChar(sighting: Sighting): string {
  return sighting.kind === 'monster' ? sighting.monster.symbol : GLYPHS[sighting.kind];
}

// Out of sight, an explored room shows what was last seen there (the engine's lastSeen), dimmed, as
// roguelikes draw a remembered thing, until the hero sees the cell again; the found exit stays E.
function roomGlyph(room: Room, exitFound: boolean): Glyph {
  if (room.type === 'exit' && exitFound) return EXIT;
  if (room.visible) return visibleRoomGlyph(room, exitFound);
  if (!room.explored) return UNSEEN;
  const sighting = lastSeen(room, { exitFound });
  return sighting === null ? REMEMBERED : { ch: sightingChar(sighting), kind: 'memory' };
}

/** The whole map as rows of glyphs, as the player may see it (nothing unseen leaks). */
export function mapGlyphs(state: GameState): Glyph[][] {
  const { rooms, exitFound, height, width } = state.dungeon;
  const grid: Glyph[][] = [];
  for (let y = 0; y < height; y++) {
    const row: Glyph[] = [];
    for (let x = 0; x < width; x++) {
      const room = rooms[y]?.[x] ?? null;
      if (x === state.player.x && y === state.player.y) row.push(PLAYER);
      else row.push(room ? roomGlyph(room, exitFound) : wallGlyph(rooms, x, y));
    }
    grid.push(row);
  }
  return grid;
}

/** The map as plain text lines, for the screen-reader mirror and tests. */
export function mapText(grid: Glyph[][]): string[] {
  return grid.map((row) => row.map((g) => g.ch).join(''));
}
