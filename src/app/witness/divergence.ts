// Where two action logs of one run part: the length of their common beginning.
import type { Action } from '../../engine';
import { encodeActions } from '../../engine/save/actionCodec';

/**
 * How many first actions `before` and `after` share. A log the engine only added to keeps the same
 * action objects, which is checked in O(1); a log loaded from a save code is compared action by action.
 */
export function divergenceOf(before: readonly Action[], after: readonly Action[]): number {
  if (before.length === 0) return 0;
  const last = before.length - 1;
  if (after.length >= before.length && after[last] === before[last]) return before.length;
  const shared = Math.min(before.length, after.length);
  for (let i = 0; i < shared; i++) if (before[i] !== after[i] && !sameAction(before[i], after[i])) return i;
  return shared;
}

function sameAction(a: Action, b: Action): boolean {
  // The compact form spells each action one way, whatever order its fields were made in.
  return encodeActions([a]) === encodeActions([b]);
}
