// Unequip (SPEC 4): the piece returns to the pack, if there is room.
import { isPackFull } from '../rules/inventory';
import { done, refuse, type Outcome } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { syncMaxStamina } from '../rules/stats';
import type { EquipmentSlot, GameState } from '../types';

/** Takes off the piece in `slot` and puts it in the pack. */
export function unequip(state: GameState, slot: EquipmentSlot): Outcome {
  const piece = state.equipment[slot];
  if (piece === null) return refuse(state, MESSAGES.nothingInSlot(slot));
  if (isPackFull(state)) return refuse(state, MESSAGES.packFullUnequip(piece.name));
  const next: GameState = {
    ...state,
    inventory: [...state.inventory, piece],
    equipment: { ...state.equipment, [slot]: null },
  };
  return done({ ...next, player: syncMaxStamina(next) }, MESSAGES.unequip(piece.name));
}
