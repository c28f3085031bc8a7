// The run record as stored with an entry and as served back: one canonical compact log per run,
// so a later inscription carrying the run further is recognised by a plain prefix test.
import { validateAction, type Action, type RunRecord } from '../../src/engine';
import { decodeActions, encodeActions } from '../../src/engine/save/actionCodec';
import { MAX_RUN_ACTIONS } from '../../src/shared/api';
import { pickStats } from '../../src/shared/scoreFields';
import type { EntryStats, StoredRun } from '../store/types';

/**
 * The compact log of a verified run's actions, written by the engine's encoder whatever spelling the
 * client used (an array of objects, or a compact text with e.g. 'C' tokens for a canonical spell).
 * Call only after verifyRun accepted the run: every action then decodes and validates.
 */
export function canonicalLog(actions: string | unknown[]): string {
  const list = typeof actions === 'string' ? decodeActions(actions, MAX_RUN_ACTIONS) : actions;
  if (list === null) throw new Error('canonicalLog: the log was verified but does not decode');
  return encodeActions(
    list.map((a) => {
      const action = validateAction(a);
      if (action === null) throw new Error('canonicalLog: the log was verified but holds an illegal action');
      return action;
    }),
  );
}

/**
 * GET /api/scores/:id/run answer: the engine's RunRecord (replay(record) rebuilds the run) plus the
 * entry's id, name and stored figures (a viewer checks its replay against them). With ?compact=1
 * `actions` is the compact log instead (decodeActions reads it): a 10,000-action run is ~10 KB that
 * way instead of ~345 KB of objects.
 */
export type ServedRun = Omit<RunRecord, 'actions'> & {
  id: string;
  playerName: string;
  actions: Action[] | string;
  figures: Partial<EntryStats>;
};

/** A stored run as served. */
export function toServedRun(run: StoredRun, compact: boolean): ServedRun {
  const actions = compact ? run.actions : (decodeActions(run.actions, MAX_RUN_ACTIONS) ?? []);
  const figures: Partial<EntryStats> = run.stats ? pickStats(run.stats) : {};
  return {
    id: run.id,
    playerName: run.playerName,
    rulesVersion: run.rulesVersion,
    seed: run.seed,
    name: run.name,
    actions,
    figures,
  };
}

/** 404 text of GET /api/scores/:id/run. */
export function runNotFoundMessage(id: string): string {
  return `No run stored for entry ${id.slice(0, 40)}`;
}
