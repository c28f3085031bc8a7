// Who ended a run: the monster whose blow killed the hero. A fight's monster stays in its room until it is
// slain and moves are refused during a fight, so after a death the hero still stands on the killer's room.
import { currentRoom, runOutcome } from '../rules/state';
import type { GameState, Monster } from '../types';

/** The monster that killed the hero (as it stood when the fight began), or null while the hero lives. */
export function killerOf(state: GameState): Monster | null {
  if (runOutcome(state) !== 'died') return null;
  const room = currentRoom(state);
  return room?.type === 'monster' && room.content ? (room.content as Monster) : null;
}
