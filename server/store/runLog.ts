// The one rule both stores apply to a run already on the board: a later inscription of it may
// only carry the same run further (its log starts with the stored log and is longer).
import { nameKey } from './sqlite/rows';

/** True when `next` carries the stored log further: the stored compact log is a strict prefix. */
export function extendsLog(stored: string | null | undefined, next: string): boolean {
  // An entry stored before logs were kept cannot be shown to be the same run carried further.
  if (stored === null || stored === undefined || stored === '') return false;
  // The compact codec writes each action on its own (src/engine/save/actionCodec.ts), so a log's
  // encoding is a prefix of any longer log's encoding exactly when the actions are.
  return next.length > stored.length && next.startsWith(stored);
}

/** Why an inscription of a stored run that does not extend it is refused. */
export function reuseRefusal(storedName: string, newName: string): 'name-taken' | 'run-taken' {
  return nameKey(storedName) === nameKey(newName) ? 'name-taken' : 'run-taken';
}
