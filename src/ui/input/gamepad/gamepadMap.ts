// The gamepad's buttons, as data: the W3C "standard" mapping's button numbers and what each does.
import type { GameActionId } from '../keyboard/gameActions';

/** A face or shoulder button: pressed once, acts once (holding it does not repeat). */
export interface PadButton {
  index: number;
  name: string;
  action: GameActionId;
}

/** Standard mapping: 0 A, 1 B, 2 X, 3 Y, 4 LB, 5 RB, 6 LT, 7 RT, 8 Back, 9 Start, 10 L3, 11 R3.
 *  The triggers and stick presses ask what the T, V, P and G keys ask, so a blind player on a pad
 *  hears the same answers. */
export const PAD_BUTTONS: readonly PadButton[] = [
  { index: 0, name: 'A', action: 'attack' },
  { index: 1, name: 'B', action: 'rest' },
  { index: 2, name: 'X', action: 'healthPotion' },
  { index: 3, name: 'Y', action: 'manaPotion' },
  { index: 5, name: 'RB', action: 'exit' },
  { index: 4, name: 'LB', action: 'explore' },
  { index: 9, name: 'Start', action: 'explore' },
  { index: 8, name: 'Back', action: 'look' },
  { index: 6, name: 'LT', action: 'monsters' },
  { index: 7, name: 'RT', action: 'exitWay' },
  { index: 10, name: 'L3', action: 'passage' },
  { index: 11, name: 'R3', action: 'tell' },
];

/** The d-pad's buttons 12-15 (standard mapping); the left stick (axes 0 and 1) moves the same way. */
export const PAD_DPAD: readonly PadButton[] = [
  { index: 12, name: 'D-pad up', action: 'moveUp' },
  { index: 13, name: 'D-pad down', action: 'moveDown' },
  { index: 14, name: 'D-pad left', action: 'moveLeft' },
  { index: 15, name: 'D-pad right', action: 'moveRight' },
];

/** How far the stick must lean (of 1) before it counts: resting sticks drift by up to ~0.2. */
export const STICK_DEAD_ZONE = 0.5;

/** A held direction moves once, again after this long, as a held key does... */
export const FIRST_REPEAT_MS = 300;
/** ...then once every this long. */
export const REPEAT_MS = 150;

/** The mapping as the help and CONTROLS dialogs list it: the buttons, and what they do. */
export const PAD_ROWS: readonly [buttons: string, action: GameActionId | 'move'][] = [
  ['D-pad / left stick', 'move'],
  ['A', 'attack'],
  ['B', 'rest'],
  ['X', 'healthPotion'],
  ['Y', 'manaPotion'],
  ['RB', 'exit'],
  ['LB / Start', 'explore'],
  ['Back', 'look'],
  ['LT', 'monsters'],
  ['RT', 'exitWay'],
  ['L3 (press the left stick)', 'passage'],
  ['R3 (press the right stick)', 'tell'],
];

/** The standard mapping's buttons that act in a dialog (src/ui/input/gamepad/padInDialog.ts). */
export const PAD_IN_DIALOG = { press: 0, close: 1 } as const;

/** What the pad does in a dialog, as the help and CONTROLS dialogs list it. */
export const PAD_DIALOG_ROWS: readonly [buttons: string, does: string][] = [
  ['D-pad / left stick', 'Move between its buttons (left and right turn a slider)'],
  ['A', 'Press the button in focus'],
  ['B', 'Close it, as Escape does'],
];
