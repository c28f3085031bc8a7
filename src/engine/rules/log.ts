// The log and the outcome of a handler: a new state plus the refusal text when the rules said no.
import type { GameState } from '../types';
import { copyState } from './copy';

/** The state keeps only the newest LOG_LIMIT lines, so its size stays bounded. */
export const LOG_LIMIT = 100;

/** The refusal of a move into a wall or off the grid (never logged: a blocked move changes nothing, so there is
 *  nothing to say). */
export const MOVE_BLOCKED = 'blocked';

/** What every action handler returns. */
export interface Outcome {
  state: GameState;
  /** The log line of a refused action (MOVE_BLOCKED for a wall), or null when the action took effect. */
  refusal: string | null;
}

/** Appends log lines (newest last), keeping the last LOG_LIMIT. */
export function appendLog(log: readonly string[], ...lines: string[]): string[] {
  const total = log.length + lines.length;
  if (total <= LOG_LIMIT) return log.concat(lines);
  // One allocation of exactly LOG_LIMIT lines: this runs on every logged action of a replay.
  const next = new Array<string>(LOG_LIMIT);
  const skip = total - LOG_LIMIT;
  for (let i = 0; i < LOG_LIMIT; i++) {
    const from = i + skip;
    next[i] = from < log.length ? log[from] : lines[from - log.length];
  }
  return next;
}

/** The state with log lines added. */
export function withLog(state: GameState, ...lines: string[]): GameState {
  const next = copyState(state);
  next.log = appendLog(state.log, ...lines);
  return next;
}

/** A successful outcome. */
export function done(state: GameState, ...lines: string[]): Outcome {
  return { state: lines.length > 0 ? withLog(state, ...lines) : state, refusal: null };
}

/** A refused action: only the log line is added. */
export function refuse(state: GameState, message: string): Outcome {
  return { state: withLog(state, message), refusal: message };
}
