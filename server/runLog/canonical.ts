// A run's log as the server keeps it: decoded once, each action checked by the engine, and written
// back in the engine's own spelling, so a later inscription carrying the run further is a plain
// prefix test and a witnessed log and an inscribed log of the same actions are the same string.
import { validateAction, type Action } from '../../src/engine';
import { decodeActions, encodeActions, illFormedToken } from '../../src/engine/save/actionCodec';
import { MAX_RUN_ACTIONS } from '../../src/shared/api';
import { RUN_KEY_ACTIONS } from './keys';

/** 422 text for a compact action log that does not decode. */
export const MALFORMED_LOG_MESSAGE = `Run record refused: the compact action log is malformed or longer than ${MAX_RUN_ACTIONS.toLocaleString('en')} actions`;

/** A log's actions, each checked, or the 422 text of its first fault. */
export type CheckedActions = { ok: true; actions: Action[] } | { ok: false; error: string };

/**
 * A compact log's actions (at most `limit`), each checked by the engine, or the 422 text of its first
 * fault; `words` name what is refused (a run record by default, a witnessed batch in server/runs/log.ts).
 */
export function checkActions(
  log: string,
  limit = MAX_RUN_ACTIONS,
  words = { malformed: MALFORMED_LOG_MESSAGE, refused: 'Run record refused' },
): CheckedActions {
  const actions = decodeActions(log, limit);
  if (actions === null) {
    // Text that is not well-formed (a lone surrogate) is named, so the sender sees what was refused.
    const bad = illFormedToken(log);
    if (bad === null) return { ok: false, error: words.malformed };
    const shown = JSON.stringify(bad.token.slice(0, 40));
    return {
      ok: false,
      error: `${words.refused}: the compact action log holds text that is not well-formed at character ${bad.at}: ${shown}`,
    };
  }
  const clean: Action[] = new Array(actions.length);
  for (let i = 0; i < actions.length; i++) {
    const action = validateAction(actions[i]);
    if (action === null) {
      const shown = JSON.stringify(actions[i])?.slice(0, 80) ?? String(actions[i]);
      return { ok: false, error: `${words.refused}: illegal action at index ${i}: ${shown}` };
    }
    clean[i] = action;
  }
  return { ok: true, actions: clean };
}

/**
 * A run's log in the engine's own spelling (whatever spelling the client used, e.g. 'C' tokens for
 * a canonical spell) with its checked actions and the encoding of its first RUN_KEY_ACTIONS
 * actions, or the 422 text of its first malformed or illegal action.
 */
export type CanonicalLog = { ok: true; log: string; head: string; actions: Action[] } | { ok: false; error: string };

/** The compact log decoded once, checked, and encoded as the engine's encoder writes it. */
export function canonicalLog(text: string): CanonicalLog {
  const checked = checkActions(text);
  if (!checked.ok) return checked;
  const { actions } = checked;
  const head = encodeActions(actions.slice(0, RUN_KEY_ACTIONS));
  return { ok: true, log: head + encodeActions(actions.slice(RUN_KEY_ACTIONS)), head, actions };
}
