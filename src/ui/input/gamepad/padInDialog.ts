// The gamepad in a dialog, where the game's buttons mean nothing: the d-pad and stick walk the
// dialog's controls (or turn the slider in focus), A presses the control in focus, B closes the
// dialog as Escape does. Everything goes through focus and the keys Radix already answers, so a
// dialog closed by the pad returns focus exactly as one closed by the keyboard.
import type { GameActionId } from '../keyboard/gameActions';
import { PAD_IN_DIALOG } from './gamepadMap';

/** The dialog on top, if one is open (Radix portals each to <body>; the last opened is the last). */
export function topDialog(): HTMLElement | null {
  const open = document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  return open.length > 0 ? open[open.length - 1] : null;
}

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls a Tab would reach in `dialog`, in order. */
function controlsIn(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

const key = (target: EventTarget, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, code: name, bubbles: true, cancelable: true }));

/** Does to `dialog` what this poll's pad actions and newly pressed buttons ask. */
export function padInDialog(dialog: HTMLElement, actions: readonly GameActionId[], pressed: readonly number[]): void {
  for (const action of actions) {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const sideways = action === 'moveLeft' || action === 'moveRight';
    if (sideways && focused?.getAttribute('role') === 'slider') {
      key(focused, action === 'moveLeft' ? 'ArrowLeft' : 'ArrowRight');
      continue;
    }
    const step =
      action === 'moveUp' || action === 'moveLeft' ? -1 : action === 'moveDown' || action === 'moveRight' ? 1 : 0;
    if (step === 0) continue;
    const controls = controlsIn(dialog);
    if (controls.length === 0) continue;
    const at = focused ? controls.indexOf(focused) : -1;
    const next = at === -1 ? (step > 0 ? 0 : controls.length - 1) : (at + step + controls.length) % controls.length;
    controls[next].focus();
  }
  if (pressed.includes(PAD_IN_DIALOG.press) && document.activeElement instanceof HTMLElement) {
    if (dialog.contains(document.activeElement)) document.activeElement.click();
  }
  if (pressed.includes(PAD_IN_DIALOG.close)) key(document.activeElement ?? dialog, 'Escape');
}
