import type { GameEvent } from '../../app/gameMachine';
import type { Question } from '../narration/answers';

const move = (direction: 'up' | 'down' | 'left' | 'right'): GameEvent => ({ type: 'ACT', action: { type: 'move', direction } });

/** Movement by physical key position (KeyboardEvent.code): the W A S D block of a QWERTY keyboard is
 *  where it is on AZERTY (Z Q S D) or Dvorak (, A O E) too, so the hand stays in the same place. */
export const MOVE_CODES: Readonly<Record<string, GameEvent>> = {
  KeyW: move('up'),
  ArrowUp: move('up'),
  KeyS: move('down'),
  ArrowDown: move('down'),
  KeyA: move('left'),
  ArrowLeft: move('left'),
  KeyD: move('right'),
  ArrowRight: move('right'),
};

/** Movement by character, only for a press that names no physical key (some on-screen keyboards). */
const MOVE_KEYS: Readonly<Record<string, GameEvent>> = {
  w: move('up'),
  arrowup: move('up'),
  s: move('down'),
  arrowdown: move('down'),
  a: move('left'),
  arrowleft: move('left'),
  d: move('right'),
  arrowright: move('right'),
};

/** The game keys other than movement, by the character they type (H for Health wherever H is): H and M
 *  potions, Space attacks, R rests, E exit; and X auto-explores. */
export const KEY_EVENTS: Readonly<Record<string, GameEvent>> = {
  h: { type: 'ACT', action: { type: 'useHealthPotion' } },
  m: { type: 'ACT', action: { type: 'useManaPotion' } },
  ' ': { type: 'ACT', action: { type: 'attack' } },
  r: { type: 'ACT', action: { type: 'rest' } },
  e: { type: 'EXIT_PRESSED' },
  x: { type: 'EXPLORE' },
};

/** Keys that answer in words through the live region (L: look around, T: tell my health and score).
 *  Neither letter is on the W A S D block of QWERTY, AZERTY or Dvorak, so no layout turns them into a move. */
export const ASK_KEYS: Readonly<Record<string, Question>> = {
  l: 'around',
  t: 'status',
};

/** The parts of a KeyboardEvent the map reads. */
export interface KeyPress {
  key: string;
  code?: string;
}

/** True when the key press belongs to a text field (typing never moves the hero). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

/** The statechart event for a key press, or null when the key means nothing in play. A movement
 *  position wins over the character it types (Dvorak's E sits where QWERTY's D is: it moves right). */
export function eventForKey(press: KeyPress, target: EventTarget | null, modifiers: boolean): GameEvent | null {
  if (modifiers || isTypingTarget(target)) return null;
  const code = press.code ?? '';
  const byPosition = MOVE_CODES[code];
  if (byPosition) return byPosition;
  const key = press.key.toLowerCase();
  const other = KEY_EVENTS[key];
  if (other) return other;
  // Without a physical position (code '' or 'Unidentified') the character is all there is.
  const noPosition = code === '' || code === 'Unidentified';
  return noPosition ? (MOVE_KEYS[key] ?? null) : null;
}

/** The question a key press asks, or null. A movement position wins here too. */
export function questionForKey(press: KeyPress, target: EventTarget | null, modifiers: boolean): Question | null {
  if (modifiers || isTypingTarget(target) || MOVE_CODES[press.code ?? '']) return null;
  return ASK_KEYS[press.key.toLowerCase()] ?? null;
}
