// An entry's stored run (src/api/runCalls.ts fetchStoredRun), decoded into the engine's RunRecord.
import { decodeActions } from '../../engine/save/actionCodec';
import type { RunRecord } from '../../engine';
import { fetchStoredRun, STORED_RUN_UNREADABLE } from '../../api/runCalls';
import { MAX_RUN_ACTIONS } from '../../shared/api';
import type { CheckedFigure } from './checkFigures';

/** A watchable entry: the run record and the name it is inscribed under. */
export interface WatchedRun {
  id: string;
  playerName: string;
  record: RunRecord;
  /** The entry's stored figures, as the server sent them. */
  figures: Partial<Record<CheckedFigure, number>>;
  /** The entry's marks as its Hall row carries them (witnessLabel reads them); an open run has neither. */
  marks: { witnessed: boolean; sealed: boolean; runStartedAt?: string; runLastMoveAt?: string };
}

/** Reads the entry's run; throws an Error with the text to show (the server's, for a 404). */
export async function fetchRun(id: string): Promise<WatchedRun> {
  const served = await fetchStoredRun(id);
  const actions = decodeActions(served.actions, MAX_RUN_ACTIONS);
  if (actions === null) throw new Error(STORED_RUN_UNREADABLE);
  const { playerName, rulesVersion, seed, name, figures, witnessed, sealed, runStartedAt, runLastMoveAt } = served;
  const marks = { witnessed, sealed, runStartedAt, runLastMoveAt };
  return { id, figures, playerName, marks, record: { rulesVersion, seed, name, actions } };
}
