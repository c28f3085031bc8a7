// Moving a FLOAT window with the keyboard: arrow keys on its focused title bar.
import { keepOnScreen, type Box } from './floatLayout';

/** Pixels an arrow key moves a window; with Shift held, the larger step. */
export const KEY_STEP_PX = 10;
export const SHIFT_STEP_PX = 50;

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The box after an arrow key (kept on screen as a drag keeps it), or null for any other key. */
export function boxAfterKey(
  box: Box,
  key: string,
  shift: boolean,
  viewport: { width: number; height: number },
): Box | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const step = shift ? SHIFT_STEP_PX : KEY_STEP_PX;
  return keepOnScreen({ ...box, x: box.x + arrow[0] * step, y: box.y + arrow[1] * step }, viewport);
}

/** Where a window stands, as its title bar's description says it. */
export function positionText(title: string, box: Box): string {
  return `${title} window at ${Math.round(box.x)}, ${Math.round(box.y)} pixels.`;
}
