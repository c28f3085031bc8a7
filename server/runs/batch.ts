// What a batch adds to a run's witnessed log, or why it is refused: the rule of POST
// /api/runs/:id/actions, apart from storing (server/runs/service.ts).
import type { Action } from '../../src/engine';
import { encodeActions } from '../../src/engine/save/actionCodec';
import { MAX_RUN_ACTIONS, MAX_RUN_ACTIONS_TEXT, WITNESSED_HEADER } from '../../src/shared/api';
import type { HttpError } from '../http/errors';
import { refused } from '../http/refusals';
import type { LiveRunRecord } from '../store/types';
import { logSlice, parseBatch } from './log';

/** A 409 with the witnessed count in WITNESSED_HEADER (where a client that lost a batch resends from). */
export function conflict(code: 'batch-gap' | 'batch-rewrite', from: number, count: number): HttpError {
  return refused({ code, from, count }, { [WITNESSED_HEADER]: String(count) });
}

/** What the batch check reads of a kept run: its record without the log, and the log's length. */
export type BatchTarget = Omit<LiveRunRecord, 'actions'> & { chars: number };

/**
 * The actions a batch of `text` at `from` adds to `record` (none for a batch resent after a lost
 * answer), their canonical text, and how many of the batch's actions were already witnessed; throws
 * 403 for another secret, 422 for a malformed or illegal action or a log past its bounds, 409 for a
 * gap or a rewrite. The caller has checked expiry. `log` reads the witnessed log (only a batch that
 * overlaps it needs it: the kept state holds no log text).
 */
export async function newActions(
  record: BatchTarget,
  from: number,
  text: string,
  secretHash: string,
  log: () => Promise<string>,
): Promise<{ actions: Action[]; added: string; skipped: number }> {
  if (record.secretHash !== secretHash) throw refused({ code: 'batch-wrong-secret' });
  const batch = parseBatch(text);
  if (!batch.ok) throw refused({ code: 'batch-malformed', text: batch.error });
  if (from > record.count) throw conflict('batch-gap', from, record.count);
  let actions = batch.actions;
  let skipped = 0;
  if (from < record.count) {
    // A batch sent again after its answer was lost is the same actions at the same place: taken, and
    // only what lies past the witnessed log is new. Anything else rewrites the witnessed log.
    const overlap = Math.min(actions.length, record.count - from);
    if (logSlice(await log(), from, from + overlap) !== encodeActions(actions.slice(0, overlap)))
      throw conflict('batch-rewrite', from, record.count);
    actions = actions.slice(overlap);
    skipped = overlap;
  }
  const added = encodeActions(actions);
  if (record.count + actions.length > MAX_RUN_ACTIONS || record.chars + added.length > MAX_RUN_ACTIONS_TEXT)
    throw refused({ code: 'log-full' });
  return { actions, added, skipped };
}
