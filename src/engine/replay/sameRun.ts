// Does a (loaded) state match the replay of its record? Ignores what saves and prefs change.
import type { GameState } from '../types';

/** Log lines a save keeps, and so the lines compared. */
export const SAVED_LOG_LINES = 10;

/** Structural equality of plain JSON values (objects compared by own enumerable keys, undefined = absent). */
export function deepEqualJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqualJson(a[i], other[i])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((k) => left[k] !== undefined);
  const otherKeys = Object.keys(right).filter((k) => right[k] !== undefined);
  if (keys.length !== otherKeys.length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(right, k) && deepEqualJson(left[k], right[k]));
}

/** True when two states are the same run: theme, `verified` and the run secret ignored, only the last 10 log lines compared. */
export function sameRun(a: GameState, b: GameState): boolean {
  const strip = (s: GameState) => ({
    ...s,
    theme: undefined,
    verified: undefined,
    runSecret: undefined,
    log: s.log.slice(-SAVED_LOG_LINES),
  });
  return deepEqualJson(strip(a), strip(b));
}
