import type { GameEvent } from '../../app/gameMachine';

/** SPEC 9 keys: W A S D or arrows move, H and M potions, Space attacks, R rests, E exit; and X auto-explores. */
export const KEY_EVENTS: Readonly<Record<string, GameEvent>> = {
  w: { type: 'ACT', action: { type: 'move', direction: 'up' } },
  arrowup: { type: 'ACT', action: { type: 'move', direction: 'up' } },
  s: { type: 'ACT', action: { type: 'move', direction: 'down' } },
  arrowdown: { type: 'ACT', action: { type: 'move', direction: 'down' } },
  a: { type: 'ACT', action: { type: 'move', direction: 'left' } },
  arrowleft: { type: 'ACT', action: { type: 'move', direction: 'left' } },
  d: { type: 'ACT', action: { type: 'move', direction: 'right' } },
  arrowright: { type: 'ACT', action: { type: 'move', direction: 'right' } },
  h: { type: 'ACT', action: { type: 'useHealthPotion' } },
  m: { type: 'ACT', action: { type: 'useManaPotion' } },
  ' ': { type: 'ACT', action: { type: 'attack' } },
  r: { type: 'ACT', action: { type: 'rest' } },
  e: { type: 'EXIT_PRESSED' },
  x: { type: 'EXPLORE' },
};

/** True when the key press belongs to a text field (SPEC 4: typing never moves the hero). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

/** The statechart event for a key press, or null when the key means nothing in play. */
export function eventForKey(key: string, target: EventTarget | null, modifiers: boolean): GameEvent | null {
  if (modifiers || isTypingTarget(target)) return null;
  return KEY_EVENTS[key.toLowerCase()] ?? null;
}
