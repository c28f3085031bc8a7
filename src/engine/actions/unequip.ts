// Unequip (rules reference, "Items"): the piece returns to the pack, if there is room.
import { isPackFull } from '../rules/inventory';
import { copyState, withPlayer } from '../rules/copy';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { syncMaxStamina } from '../rules/stats';
import type { EquipmentSlot, GameState } from '../types';

/** Takes off the piece in `slot` and puts it in the pack. */
export function unequip(state: GameState, slot: EquipmentSlot): Outcome {
  const piece = state.equipment[slot];
  if (piece === null) return refuse(state, MESSAGES.nothingInSlot(slot));
  if (isPackFull(state)) return refuse(state, MESSAGES.packFullUnequip(piece.name));
  const next = copyState(state);
  next.inventory = [...state.inventory, piece];
  next.equipment = { ...state.equipment, [slot]: null };
  return done(withPlayer(next, syncMaxStamina(next)), MESSAGES.unequip(piece.name));
}
