// One poll of a gamepad turned into game actions: buttons act when pressed down (not while held);
// the d-pad and the stick move at once, then repeat like a held key. Pure, so tests drive the clock.
import type { GameActionId } from '../keyboard/gameActions';
import { FIRST_REPEAT_MS, PAD_BUTTONS, PAD_DPAD, REPEAT_MS, STICK_DEAD_ZONE } from './gamepadMap';

/** What a poll reads of a pad (the parts of a Gamepad the game uses). */
export interface PadReading {
  buttons: readonly { pressed: boolean }[];
  axes: readonly number[];
}

/** What the reader remembers between polls. */
export interface ReaderState {
  /** Button numbers down at the last poll. */
  down: readonly number[];
  /** The direction held, and when it moves next (ms, the poll clock). */
  held: { action: GameActionId; next: number } | null;
}

/** Nothing pressed, nothing held. */
export const IDLE: ReaderState = { down: [], held: null };

/** The actions this poll triggers, the buttons newly pressed, and the state for the next poll. `now` is in ms. */
export function readPad(
  previous: ReaderState,
  pad: PadReading,
  now: number,
): { state: ReaderState; actions: GameActionId[]; pressed: number[] } {
  const down = pad.buttons.flatMap((button, index) => (button?.pressed ? [index] : []));
  const pressed = down.filter((index) => !previous.down.includes(index));
  const actions: GameActionId[] = PAD_BUTTONS.filter((b) => pressed.includes(b.index)).map((b) => b.action);
  const direction = heldDirection(pad, down);
  let held: ReaderState['held'] = null;
  if (direction && previous.held?.action === direction) {
    held = previous.held;
    if (now >= held.next) {
      actions.unshift(direction);
      held = { action: direction, next: now + REPEAT_MS };
    }
  } else if (direction) {
    actions.unshift(direction);
    held = { action: direction, next: now + FIRST_REPEAT_MS };
  }
  return { state: { down, held }, actions, pressed };
}

/** The d-pad direction held (it wins over the stick), else the stick's stronger lean past the dead zone. */
function heldDirection(pad: PadReading, down: readonly number[]): GameActionId | null {
  const dpad = PAD_DPAD.find((b) => down.includes(b.index));
  if (dpad) return dpad.action;
  const [x = 0, y = 0] = pad.axes;
  if (Math.max(Math.abs(x), Math.abs(y)) < STICK_DEAD_ZONE) return null;
  if (Math.abs(x) >= Math.abs(y)) return x < 0 ? 'moveLeft' : 'moveRight';
  return y < 0 ? 'moveUp' : 'moveDown';
}
