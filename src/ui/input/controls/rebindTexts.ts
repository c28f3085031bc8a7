// What the CONTROLS dialog says while a key is rebound: prompts, refusals and confirmations.
import { gameAction, type GameActionId } from '../keyboard/gameActions';

/** The row being rebound is waiting for its new key; a key beside another can also be taken away. */
export const listeningText = (action: GameActionId, removable: boolean) =>
  `Press a key for ${gameAction(action).label} (Escape cancels${removable ? ', Backspace removes this key' : ''}).`;

/** The key pressed belongs to another action: "K is already bound to Rest." */
export const takenText = (key: string, by: GameActionId) => `${key} is already bound to ${gameAction(by).label}.`;

/** A key the game cannot use (Tab moves between controls; Caps Lock and the like type nothing). */
export const unbindableText = (key: string) => `${key} cannot be a game key: choose another.`;

/** The new key is in force and remembered. */
export const boundText = (action: GameActionId, keys: string) => `${gameAction(action).label}: ${keys}.`;

/** Escape: nothing changed. */
export const cancelledText = (action: GameActionId, keys: string) => `${gameAction(action).label} keeps ${keys}.`;

/** After Reset to defaults. */
export const RESET_TEXT = 'Every key is back to its default.';
