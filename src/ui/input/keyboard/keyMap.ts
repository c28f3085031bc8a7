import type { GameEvent } from '../../../app/gameTypes';
import type { Question } from '../../narration/answers';
import { gameAction } from './gameActions';
import { actionForPress, DEFAULT_BINDINGS, type Bindings } from './keyBindings';

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

/** The statechart event for a key press, or null when the key means nothing in play. The physical key
 *  decides first (keyBindings.ts says when the typed character counts): on Dvorak the E character
 *  sits where QWERTY's D is, so it moves right. */
export function eventForKey(
  press: KeyPress,
  target: EventTarget | null,
  modifiers: boolean,
  bindings: Bindings = DEFAULT_BINDINGS,
): GameEvent | null {
  if (modifiers || isTypingTarget(target)) return null;
  const id = actionForPress(bindings, press);
  const effect = id ? gameAction(id).effect : null;
  return effect && 'event' in effect ? effect.event : null;
}

/** The question a key press asks (Look, Tell), or null. */
export function questionForKey(
  press: KeyPress,
  target: EventTarget | null,
  modifiers: boolean,
  bindings: Bindings = DEFAULT_BINDINGS,
): Question | null {
  if (modifiers || isTypingTarget(target)) return null;
  const id = actionForPress(bindings, press);
  const effect = id ? gameAction(id).effect : null;
  return effect && 'question' in effect ? effect.question : null;
}
