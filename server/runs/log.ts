// Batches of a witnessed run as text: parsed and checked like an inscription's log (the same codec and
// validateAction), stored in the engine's own spelling so the witnessed log and an inscribed log of
// the same actions are the same string (server/runLog/canonical.ts canonicalLog).
import type { Action } from '../../src/engine';
import { checkActions } from '../runLog/canonical';
import { actionTokenEnd, decodeActions, encodeActions } from '../../src/engine/save/actionCodec';
import { MAX_BATCH_ACTIONS, MAX_RUN_ACTIONS } from '../../src/shared/api';

/** 422 text of a batch whose text does not decode. */
export const MALFORMED_BATCH_MESSAGE = `Batch refused: the compact action log is malformed or longer than ${MAX_BATCH_ACTIONS.toLocaleString('en')} actions`;

/** A batch's actions and their canonical text, or the 422 text of its first fault. */
export type ParsedBatch = { ok: true; actions: Action[]; text: string } | { ok: false; error: string };

/** The batch's actions, each checked, and their canonical encoding. */
export function parseBatch(text: string): ParsedBatch {
  const checked = checkActions(text, MAX_BATCH_ACTIONS, {
    malformed: MALFORMED_BATCH_MESSAGE,
    refused: 'Batch refused',
  });
  return checked.ok ? { ...checked, text: encodeActions(checked.actions) } : checked;
}

/** The actions of a canonical log as engine actions (a stored log always decodes). */
export function logActions(log: string): Action[] {
  return decodeActions(log, MAX_RUN_ACTIONS) ?? [];
}

/**
 * The text of a canonical log's actions [from, to), found by walking its tokens without decoding them
 * (a stored log is canonical, so equal texts are equal actions).
 */
export function logSlice(log: string, from: number, to: number): string {
  let start = 0;
  let i = 0;
  for (; i < from && start < log.length; i++) start = actionTokenEnd(log, start);
  let end = start;
  for (; i < to && end < log.length; i++) end = actionTokenEnd(log, end);
  return log.slice(start, end);
}

/** The canonical text of the log's actions from index `from` on (the whole log from 0). */
export function logAfter(log: string, from: number): string {
  return from <= 0 ? log : encodeActions(logActions(log).slice(from));
}
