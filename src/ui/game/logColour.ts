// Log colours (player actions green, enemy actions red, loot amber), read from the engine's
// own message table: each line is matched against the texts and formatters of MESSAGES, so a
// refusal such as "You're too tired to attack!" is never taken for a player success.
import { MESSAGES } from '../../engine';

/** How a log line is coloured; 'refusal' is an action the rules turned down (not a success). */
export type LogKind = 'player' | 'enemy' | 'loot' | 'refusal' | 'plain';

type MessageKey = keyof typeof MESSAGES;

// Every refusal the rules log (src/engine/rules/messages.ts), plus the locked-chest hint: nothing happened.
const REFUSALS: MessageKey[] = [
  'gameOver',
  'questFulfilled',
  'blockedByCombat',
  'noEnemy',
  'waitForMonster',
  'tooTiredToAttack',
  'tooTiredToCast',
  'notEnoughMana',
  'unknownSpell',
  'spellNotLearned',
  'cannotRestInCombat',
  'cannotEquip',
  'alreadyEquipped',
  'alreadyKnown',
  'alreadyKnownEquip',
  'noStatPoint',
  'notEnoughHealthToSacrifice',
  'lockedChestNoKey',
  'notMonsterTurn',
  'noSuchItem',
  'nothingInSlot',
  'packFullUnequip',
  'healthFull',
  'manaFull',
  'noHealthPotion',
  'noManaPotion',
  'noMerchant',
  'cannotSell',
  'noPortal',
  'bottomOfWorld',
  'packFullTreasure',
];
const ENEMY: MessageKey[] = ['monsterHits', 'monsterMisses', 'monsterInitiative', 'encounter', 'defeated'];
const LOOT: MessageKey[] = ['foundTreasure', 'openedChest', 'sold', 'victory', 'merchant'];

// A formatter's literal parts, found by calling it with a marker for each argument.
const MARK = '\u0000';
type Template = string[];

function templateOf(message: string | ((...args: never[]) => string)): Template {
  if (typeof message === 'string') return [message];
  const call = message as (...args: string[]) => string;
  return call(...Array.from({ length: call.length }, () => MARK)).split(MARK);
}

function fits(line: string, parts: Template): boolean {
  if (parts.length === 1) return line === parts[0];
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (!line.startsWith(first) || !line.endsWith(last) || line.length < first.length + last.length) return false;
  let at = first.length;
  for (const part of parts.slice(1, -1)) {
    const found = line.indexOf(part, at);
    if (found === -1 || found > line.length - last.length) return false;
    at = found + part.length;
  }
  return true;
}

const templates = (keys: MessageKey[]): Template[] => keys.map((key) => templateOf(MESSAGES[key]));
// Refusals first: they start with 'You' too, like the player's successes.
const TABLE: [LogKind, Template[]][] = [
  ['refusal', templates(REFUSALS)],
  ['enemy', templates(ENEMY)],
  ['loot', templates(LOOT)],
];

// The engine's convention for the rest (messages.ts): player lines start with 'You', enemy lines with 'The '.
const PLAYER_START = /^You\b|^Your\b/;

/** Classify one log line by the engine message it came from. */
export function logKind(line: string): LogKind {
  for (const [kind, list] of TABLE) {
    if (list.some((parts) => fits(line, parts))) return kind;
  }
  if (line.startsWith('The ')) return 'enemy';
  if (PLAYER_START.test(line)) return 'player';
  return 'plain';
}
