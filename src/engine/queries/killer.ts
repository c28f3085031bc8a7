// Who ended a run: the monster whose blow killed the hero. From version 5 a death keeps the fight's monster
// (`deathKeepsKiller`); before, a fight's monster stays in its room until it is slain and moves are refused
// during a fight, so the hero still stands on the killer's room, unless the fight began with a broken rest
// (version 4: the wanderer left its room to fight where the hero lay), where no killer is known.
import { currentRoom, runOutcome } from '../rules/state';
import type { GameState, Monster } from '../types';

/** The monster that killed the hero, or null while the hero lives (or, before version 5, after a broken rest). */
export function killerOf(state: GameState): Monster | null {
  if (runOutcome(state) !== 'died') return null;
  if (state.combat.monster !== null) return state.combat.monster;
  const room = currentRoom(state);
  return room?.type === 'monster' && room.content ? (room.content as Monster) : null;
}
