// Which message of the table (messages.ts) wrote a log line, and so its kind: how the client tells a refusal
// from a success or a monster's blow from the hero's, in any state, an old save's included (a text is never
// reworded, and every rules version's wording is a key of its own).
import { MESSAGE_KINDS, MESSAGES, type MessageKey, type MessageKind } from './messages';
import { MOVE_BLOCKED } from './log';

/** Why the engine refused an action: the key of the message it logged, or MOVE_BLOCKED (a wall: nothing logged). */
export type RefusalCode = MessageKey | typeof MOVE_BLOCKED;

// A formatter's literal parts, found by calling it with a marker for each argument (no message holds U+0000).
const MARK = '\u0000';
// Called with markers in place of its arguments: the one place a formatter's parameter types are set aside.
type Format = (...args: unknown[]) => string;

// Formatters whose words change with an argument: the other wording's arguments (marker elsewhere).
const OTHER_WORDINGS: Partial<Record<MessageKey, unknown[][]>> = { soldTreasure: [[1, MARK]] };

interface Template {
  key: MessageKey;
  parts: string[];
  /** Characters of literal text: the more, the more specific ('You equip X and put Y back' over 'You equip X.'). */
  literal: number;
}

const KEYS = Object.keys(MESSAGES) as MessageKey[];
const EXACT = new Map<string, MessageKey>();
const TEMPLATES: Template[] = [];
for (const key of KEYS) {
  const message = MESSAGES[key] as string | Format;
  if (typeof message === 'string') {
    EXACT.set(message, key);
    continue;
  }
  for (const args of [new Array<unknown>(message.length).fill(MARK), ...(OTHER_WORDINGS[key] ?? [])]) {
    const parts = message(...args).split(MARK);
    TEMPLATES.push({ key, parts, literal: parts.join('').length });
  }
}
// Most specific first, so the first template that fits is the message (ties keep the table's order).
TEMPLATES.sort((a, b) => b.literal - a.literal);

/** Whether `line` is the literal parts in order with any text (an argument) between them. */
function fits(line: string, parts: readonly string[]): boolean {
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (line.length < first.length + last.length || !line.startsWith(first) || !line.endsWith(last)) return false;
  const end = line.length - last.length;
  let at = first.length;
  for (let i = 1; i < parts.length - 1; i++) {
    // The earliest place of each middle part leaves the most room for the rest.
    const found = line.indexOf(parts[i], at);
    if (found === -1 || found + parts[i].length > end) return false;
    at = found + parts[i].length;
  }
  return true;
}

/** The key of the message that wrote a log line, or null for a line that is none of the engine's. */
export function messageKeyOf(line: string): MessageKey | null {
  const exact = EXACT.get(line);
  if (exact !== undefined) return exact;
  return TEMPLATES.find((template) => fits(line, template.parts))?.key ?? null;
}

/** The kind of a log line (refusal, enemy, loot, player, story), or null for a line that is none of the engine's. */
export function messageKindOf(line: string): MessageKind | null {
  const key = messageKeyOf(line);
  return key === null ? null : MESSAGE_KINDS[key];
}

/** The code of a refusal that tryApply returned (its logged text, or MOVE_BLOCKED), or null when the action happened. */
export function refusalCode(refusal: string | null): RefusalCode | null {
  if (refusal === null) return null;
  return refusal === MOVE_BLOCKED ? MOVE_BLOCKED : messageKeyOf(refusal);
}
