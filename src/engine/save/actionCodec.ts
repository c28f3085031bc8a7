// Compact text encoding of an action log: one char per common action (moves, attacks, monster
// turns, casts of the six spells, stat points...), a letter plus a comma-terminated
// percent-encoded value for actions that carry an item id, a slot or an unusual spelling.
import type { Action, EquipmentSlot, StatName } from '../types';
import { EQUIPMENT_SLOTS, STAT_NAMES } from '../rules/stats';

// Single-character actions (the bulk of any run: moves, attacks, monster turns).
const SIMPLE: Readonly<Record<string, Action>> = {
  u: { type: 'move', direction: 'up' },
  d: { type: 'move', direction: 'down' },
  l: { type: 'move', direction: 'left' },
  r: { type: 'move', direction: 'right' },
  a: { type: 'attack' },
  t: { type: 'monsterTurn' },
  z: { type: 'rest' },
  s: { type: 'sacrificeForStamina' },
  h: { type: 'useHealthPotion' },
  m: { type: 'useManaPotion' },
  x: { type: 'descend' },
  // Sell all treasure (added later: a log without it encodes exactly as before).
  T: { type: 'sellTreasure' },
  // Casts of the canonical spell names (what the UI sends); other spellings use the C token.
  F: { type: 'cast', spell: 'FIREBALL' },
  L: { type: 'cast', spell: 'LIGHTNING' },
  M: { type: 'cast', spell: 'MAGIC MISSILE' },
  H: { type: 'cast', spell: 'HEAL' },
  G: { type: 'cast', spell: 'LIGHT' },
  P: { type: 'cast', spell: 'SHIELD' },
  '1': { type: 'allocateStat', stat: 'strength' },
  '2': { type: 'allocateStat', stat: 'intelligence' },
  '3': { type: 'allocateStat', stat: 'dexterity' },
  '4': { type: 'allocateStat', stat: 'constitution' },
};

// Actions with one string value, by their code letter.
const WITH_VALUE: Readonly<Record<string, (value: string) => Action | null>> = {
  C: (spell) => ({ type: 'cast', spell }),
  E: (itemId) => ({ type: 'equip', itemId }),
  I: (itemId) => ({ type: 'useItem', itemId }),
  S: (itemId) => ({ type: 'sellItem', itemId }),
  D: (itemId) => ({ type: 'drop', itemId }),
  U: (slot) =>
    (EQUIPMENT_SLOTS as readonly string[]).includes(slot) ? { type: 'unequip', slot: slot as EquipmentSlot } : null,
  A: (stat) =>
    (STAT_NAMES as readonly string[]).includes(stat) ? { type: 'allocateStat', stat: stat as StatName } : null,
};

/** The key of an action among the single-character ones: its type plus its one field, if any. */
function simpleKey(action: Action): string {
  switch (action.type) {
    case 'move':
      return `move:${action.direction}`;
    case 'cast':
      return `cast:${action.spell}`;
    case 'allocateStat':
      return `allocateStat:${action.stat}`;
    default:
      return action.type;
  }
}

// Code character of each single-character action.
const SIMPLE_CODE = new Map<string, string>(Object.entries(SIMPLE).map(([code, action]) => [simpleKey(action), code]));

function valueToken(letter: string, value: string): string {
  return `${letter}${encodeURIComponent(value)},`;
}

function encodeAction(action: Action): string {
  const simple = SIMPLE_CODE.get(simpleKey(action));
  if (simple !== undefined) return simple;
  switch (action.type) {
    case 'cast':
      return valueToken('C', action.spell);
    case 'equip':
      return valueToken('E', action.itemId);
    case 'useItem':
      return valueToken('I', action.itemId);
    case 'sellItem':
      return valueToken('S', action.itemId);
    case 'drop':
      return valueToken('D', action.itemId);
    case 'unequip':
      return valueToken('U', action.slot);
    case 'allocateStat':
      return valueToken('A', action.stat);
    default:
      throw new Error(`Cannot encode action ${JSON.stringify(action)}`);
  }
}

/** The compact string for an action log (throws only on a malformed action: a programmer error). */
export function encodeActions(actions: readonly Action[]): string {
  let out = '';
  for (const action of actions) out += encodeAction(action);
  return out;
}

// A UTF-16 surrogate without its partner: text that is not well-formed, which no encoder can write
// back (encodeURIComponent throws on it), so the codec refuses it as malformed.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first token of a compact string whose text is not well-formed, and where it starts; null when all is. */
export function illFormedToken(text: string): { at: number; token: string } | null {
  const found = LONE_SURROGATE.exec(text);
  if (!found) return null;
  // The token holding it: a value token runs from its letter to the next comma.
  let at = 0;
  while (at < text.length) {
    const end = SIMPLE[text[at]] ? at : WITH_VALUE[text[at]] ? text.indexOf(',', at + 1) : at;
    const last = end < 0 ? text.length - 1 : end;
    if (last >= found.index) return { at, token: text.slice(at, last + 1) };
    at = last + 1;
  }
  return { at: found.index, token: found[0] };
}

/** The action log of a compact string, or null if any token is malformed (text not well-formed included). */
export function decodeActions(text: string, maxActions: number): Action[] | null {
  const actions: Action[] = [];
  let i = 0;
  while (i < text.length) {
    if (actions.length >= maxActions) return null;
    const letter = text[i];
    const simple = SIMPLE[letter];
    if (simple) {
      actions.push(simple);
      i += 1;
      continue;
    }
    const make = WITH_VALUE[letter];
    const end = text.indexOf(',', i + 1);
    if (!make || end < 0) return null;
    let value: string;
    try {
      value = decodeURIComponent(text.slice(i + 1, end));
    } catch {
      return null;
    }
    if (LONE_SURROGATE.test(value)) return null;
    const action = make(value);
    if (!action) return null;
    actions.push(action);
    i = end + 1;
  }
  return actions;
}

/**
 * The index just past the action token that starts at `at` in a well-formed log: a value token ends
 * at its comma, any other is one character. Lets a server cut a stored log into parts by actions
 * without decoding it.
 */
export function actionTokenEnd(log: string, at: number): number {
  if (!Object.hasOwn(WITH_VALUE, log[at])) return at + 1;
  const end = log.indexOf(',', at + 1);
  return end < 0 ? log.length : end + 1;
}
