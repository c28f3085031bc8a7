import type { GameEvent } from '../../../app/gameTypes';
import type { Question } from '../../narration/answers';
import { gameAction, type ActionEffect } from './gameActions';
import type { ChoiceId } from './choices';
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

/** What a key press does in play (an event, a question or a prompt), or null. */
export function effectForKey(
  press: KeyPress,
  target: EventTarget | null,
  modifiers: boolean,
  bindings: Bindings = DEFAULT_BINDINGS,
): ActionEffect | null {
  if (modifiers || isTypingTarget(target)) return null;
  const id = actionForPress(bindings, press);
  return id ? gameAction(id).effect : null;
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
  const effect = effectForKey(press, target, modifiers, bindings);
  return effect && 'event' in effect ? effect.event : null;
}

/** The question a key press asks (Look, Tell), or null. */
export function questionForKey(
  press: KeyPress,
  target: EventTarget | null,
  modifiers: boolean,
  bindings: Bindings = DEFAULT_BINDINGS,
): Question | null {
  const effect = effectForKey(press, target, modifiers, bindings);
  return effect && 'question' in effect ? effect.question : null;
}

/** The prompt a key press opens (Q quaff, Z cast...), or null. */
export function choiceForKey(
  press: KeyPress,
  target: EventTarget | null,
  modifiers: boolean,
  bindings: Bindings = DEFAULT_BINDINGS,
): ChoiceId | null {
  const effect = effectForKey(press, target, modifiers, bindings);
  return effect && 'choose' in effect ? effect.choose : null;
}
