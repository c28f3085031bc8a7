// What the player last saw in a room, in sight now or remembered out of sight: the map draws it there
// (dimmed while out of sight), as roguelikes do.
import type { Dungeon, Monster, Room } from '../types';

/** A thing seen in a room: a monster (with its symbol), treasure, a locked chest, the merchant, the found exit. */
export type Sighting =
  | { kind: 'monster'; monster: Monster }
  | { kind: 'treasure' }
  | { kind: 'locked' }
  | { kind: 'merchant' }
  | { kind: 'exit' };

const TREASURE: Sighting = { kind: 'treasure' };
const LOCKED: Sighting = { kind: 'locked' };
const MERCHANT: Sighting = { kind: 'merchant' };
const EXIT: Sighting = { kind: 'exit' };

/**
 * What the player last saw in `room`, or null for a room never seen or seen empty. A room changes only
 * under the hero (a fight won, treasure taken, a chest opened, an item dropped), and the hero's cell is
 * always in sight; monsters never move (version 4's wanderer leaves its room only to fight the hero at
 * once, and the map then shows where it came from). So what an explored room holds now is what was seen there
 * last: the memory needs no state of its own, comes back whole from a save code or a reload, and no
 * rule reads it. The exit shows only once found (until the hero stands on it, it looks like floor).
 */
export function lastSeen(room: Room | null | undefined, dungeon: Pick<Dungeon, 'exitFound'>): Sighting | null {
  if (!room || !room.explored) return null;
  switch (room.type) {
    case 'monster':
      return room.content ? { kind: 'monster', monster: room.content as Monster } : null;
    case 'treasure':
      return TREASURE;
    case 'locked':
      return LOCKED;
    case 'merchant':
      return MERCHANT;
    case 'exit':
      return dungeon.exitFound ? EXIT : null;
    default:
      return null;
  }
}
