// Log colours (player actions green, enemy actions red, loot amber), from the kind the engine gives each of
// its messages (src/engine/rules/messages.ts, MESSAGE_KINDS): a refusal such as "You're too tired to attack!"
// is never taken for a player success, and a new message brings its kind with it.
import { messageKindOf, type MessageKind } from '../../../engine';

/** How a log line is coloured; 'refusal' is an action the rules turned down (not a success). */
export type LogKind = 'player' | 'enemy' | 'loot' | 'refusal' | 'plain';

const COLOUR_OF: Readonly<Record<MessageKind, LogKind>> = {
  refusal: 'refusal',
  enemy: 'enemy',
  loot: 'loot',
  player: 'player',
  story: 'plain',
};

/** Classify one log line by the kind of the engine message it came from ('plain' for any other text). */
export function logKind(line: string): LogKind {
  const kind = messageKindOf(line);
  return kind === null ? 'plain' : COLOUR_OF[kind];
}
