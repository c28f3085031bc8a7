// Reader for the dungeon grid of an untrusted save: dimensions, every cell and its content.
import type { Dungeon, Room, RoomType } from '../../types';
import { readItem, readMonster } from './entities';
import { InvalidSave, bool, int, obj, oneOf, str } from './primitives';

const ROOM_TYPES: readonly RoomType[] = ['empty', 'monster', 'treasure', 'locked', 'exit', 'merchant'];
const MAX_SIDE = 200; // the game uses 25x15; anything far larger is hostile

function readRoom(value: unknown, x: number, y: number): Room {
  const where = `rooms[${y}][${x}]`;
  const raw = obj(value, where);
  if (raw.x !== x || raw.y !== y) throw new InvalidSave(`${where} position`);
  const room: Room = {
    x,
    y,
    type: oneOf(raw.type, ROOM_TYPES, `${where}.type`),
    explored: bool(raw.explored, `${where}.explored`),
    visible: bool(raw.visible, `${where}.visible`),
  };
  if (room.type === 'monster') room.content = readMonster(raw.content, `${where}.content`);
  else if (room.type === 'treasure' || room.type === 'locked') room.content = readItem(raw.content, `${where}.content`);
  else if (raw.content !== undefined) throw new InvalidSave(`${where}.content`);
  if (raw.requiresKey !== undefined) room.requiresKey = str(raw.requiresKey, `${where}.requiresKey`, 200);
  return room;
}

function readRow(value: unknown, y: number, width: number): (Room | null)[] {
  if (!Array.isArray(value) || value.length !== width) throw new InvalidSave(`rooms[${y}]`);
  return value.map((cell, x) => (cell === null ? null : readRoom(cell, x, y)));
}

/** The dungeon with its grid checked cell by cell against its declared size. */
export function readDungeon(value: unknown): Dungeon {
  const raw = obj(value, 'dungeon');
  const width = int(raw.width, 'dungeon.width', 3, MAX_SIDE);
  const height = int(raw.height, 'dungeon.height', 3, MAX_SIDE);
  if (!Array.isArray(raw.rooms) || raw.rooms.length !== height) throw new InvalidSave('dungeon.rooms');
  return {
    level: int(raw.level, 'dungeon.level', 1, 100),
    width,
    height,
    rooms: raw.rooms.map((row, y) => readRow(row, y, width)),
    exitFound: bool(raw.exitFound, 'dungeon.exitFound'),
  };
}
