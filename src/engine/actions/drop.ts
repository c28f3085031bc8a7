// Drop an item (a full pack must never leave the player stuck): it leaves the pack and lies in the
// room the hero stands on, as treasure, so stepping back onto that cell picks it up again.
import { inventoryIndex, withoutIndex } from '../rules/inventory';
import { copyState } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { currentRoom, inCombat, replaceRoom } from '../rules/state';
import type { GameState, Room } from '../types';

/**
 * Drops a held (not worn) item by instance id. Refused, in this order: not in the pack, in combat,
 * or the room already holds something (only an empty floor takes it: not the exit, a merchant, a
 * treasure or a chest). Out of combat it is not a turn, and draws no dice.
 */
export function drop(state: GameState, itemId: string): Outcome {
  const index = inventoryIndex(state, itemId);
  if (index === -1) return refuse(state, MESSAGES.noSuchItem);
  const item = state.inventory[index];
  if (inCombat(state)) return refuse(state, MESSAGES.cannotDropInCombat);
  const room = currentRoom(state);
  if (room === null || room.type !== 'empty') return refuse(state, MESSAGES.noRoomToDrop(item.name));
  // Keys in the order the level generator writes a treasure room, so saves and digests stay canonical.
  const holding: Room = {
    x: room.x,
    y: room.y,
    type: 'treasure',
    explored: room.explored,
    visible: room.visible,
    content: item,
  };
  const next = copyState(state);
  next.dungeon = replaceRoom(state.dungeon, holding);
  next.inventory = withoutIndex(state.inventory, index);
  return done(next, MESSAGES.dropped(item.name));
}
