// Which physical keys (KeyboardEvent.code) do which game action: the defaults, the check of a stored
// set, the rules of rebinding, and the look-up of a key press. Pure: storage lives in bindingStore.ts.
import { GAME_ACTIONS, type GameActionId } from './gameActions';

/** Each action's keys (one or two KeyboardEvent.code values); no key is bound to two actions. */
export type Bindings = Readonly<Record<GameActionId, readonly string[]>>;

/** At most this many keys per action (a letter and an arrow for the moves). */
export const MAX_KEYS_PER_ACTION = 2;

/** The default keys: W A S D and arrows, Space, R, H, M, E, X, L, T, V, P, G (README.md, "How to play"). */
export const DEFAULT_BINDINGS: Bindings = Object.fromEntries(
  GAME_ACTIONS.map((a) => [a.id, a.defaults]),
) as unknown as Bindings;

// Escape cancels a rebinding and closes dialogs; Tab moves between controls. A modifier alone never
// reaches the game (a press with Ctrl, Alt or Meta held is a browser shortcut).
const UNBINDABLE = /^(Escape|Tab|Shift|Control|Alt|Meta|OS|CapsLock|Fn|ContextMenu|Unidentified)/;
// What a KeyboardEvent.code looks like: KeyA, Digit1, ArrowUp, Space, Numpad4, F5, Semicolon.
const CODE_SHAPE = /^[A-Z][A-Za-z0-9]{1,24}$/;

/** True when a key may be bound to a game action. */
export function isBindable(code: string): boolean {
  return CODE_SHAPE.test(code) && !UNBINDABLE.test(code);
}

/** The action a physical key is bound to, or null. */
export function actionForCode(bindings: Bindings, code: string): GameActionId | null {
  if (!code) return null;
  for (const action of GAME_ACTIONS) if (bindings[action.id].includes(code)) return action.id;
  return null;
}

/** The character a key types on a US QWERTY keyboard ('KeyH' -> 'h'), or null for keys without one. */
export function qwertyCharacter(code: string): string | null {
  if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase();
  if (/^Digit[0-9]$/.test(code)) return code.slice(5);
  return QWERTY_PUNCTUATION[code] ?? null;
}

const QWERTY_PUNCTUATION: Readonly<Record<string, string>> = {
  Space: ' ',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Semicolon: ';',
  Quote: "'",
  Backquote: '`',
  Comma: ',',
  Period: '.',
  Slash: '/',
};

/**
 * The action a press means. The physical key decides first, so a binding holds on every layout. A key
 * bound to nothing falls back to the character it types, matched against the QWERTY characters of the
 * bound keys: H drinks a health potion wherever a layout puts H, unless that position is itself bound.
 * Moves never fall back (Q on AZERTY sits where QWERTY's A is, and must not move left), except for a
 * press that names no physical key at all (some on-screen keyboards).
 */
export function actionForPress(bindings: Bindings, press: { key: string; code?: string }): GameActionId | null {
  const code = press.code ?? '';
  const byCode = actionForCode(bindings, code);
  if (byCode) return byCode;
  const noPosition = code === '' || code === 'Unidentified';
  const key = press.key.toLowerCase();
  for (const action of GAME_ACTIONS) {
    if (action.byShape && !noPosition) continue;
    if (bindings[action.id].some((bound) => qwertyCharacter(bound) === key || bound.toLowerCase() === key))
      return action.id;
  }
  return null;
}

/** The outcome of a rebinding: the new set, or why not. */
export type RebindResult =
  | { ok: true; bindings: Bindings }
  | { ok: false; reason: 'taken'; by: GameActionId }
  | { ok: false; reason: 'unbindable' };

/**
 * Bind `code` as key number `slot` of `action` (the slot after its last key adds one). A key another
 * action holds is refused (the player frees it there first); a key the same action holds in its other
 * slot swaps places with this one.
 */
export function rebind(bindings: Bindings, action: GameActionId, slot: number, code: string): RebindResult {
  if (!isBindable(code)) return { ok: false, reason: 'unbindable' };
  const holder = actionForCode(bindings, code);
  if (holder && holder !== action) return { ok: false, reason: 'taken', by: holder };
  const keys = [...bindings[action]];
  const at = Math.min(Math.max(0, slot), keys.length, MAX_KEYS_PER_ACTION - 1);
  const other = keys.indexOf(code);
  // Adding a key the action already has: nothing to add.
  if (other >= 0 && at === keys.length) return { ok: true, bindings };
  if (other >= 0 && other !== at) keys[other] = keys[at];
  keys[at] = code;
  return { ok: true, bindings: { ...bindings, [action]: keys } };
}

/** The set without key number `slot` of `action`, or null when it is the action's only key. */
export function unbind(bindings: Bindings, action: GameActionId, slot: number): Bindings | null {
  const keys = bindings[action];
  if (keys.length < 2 || slot < 0 || slot >= keys.length) return null;
  return { ...bindings, [action]: keys.filter((_, i) => i !== slot) };
}

/**
 * A stored set, checked: `{ version: 1, keys: { rest: ['KeyK'], ... } }`. An action stored with a bad
 * value keeps its default keys; a set in which one key ends up on two actions is thrown away whole
 * (defaults), since no single action can be trusted to win.
 */
export function parseBindings(raw: unknown): Bindings {
  if (!isRecord(raw) || raw.version !== 1 || !isRecord(raw.keys)) return DEFAULT_BINDINGS;
  const stored = raw.keys;
  const result = Object.fromEntries(
    GAME_ACTIONS.map((a) => [a.id, validKeys(stored[a.id]) ?? a.defaults]),
  ) as unknown as Bindings;
  const all = GAME_ACTIONS.flatMap((a) => result[a.id]);
  return new Set(all).size === all.length ? result : DEFAULT_BINDINGS;
}

/** The form parseBindings reads back. */
export function storedBindings(bindings: Bindings): { version: 1; keys: Bindings } {
  return { version: 1, keys: bindings };
}

/** True when every action has its default keys. */
export function isDefault(bindings: Bindings): boolean {
  return GAME_ACTIONS.every((a) => sameKeys(bindings[a.id], a.defaults));
}

function validKeys(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_KEYS_PER_ACTION) return null;
  if (!value.every((code) => typeof code === 'string' && isBindable(code))) return null;
  return new Set(value).size === value.length ? (value as string[]) : null;
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code, i) => code === b[i]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
