// GET /api/scores/:id/run in its compact form, decoded into the engine's RunRecord.
import { decodeActions } from '../../engine/save/actionCodec';
import type { RunRecord } from '../../engine';
import { MAX_RUN_ACTIONS } from '../../shared/api';
import { CHECKED_FIGURES, type CheckedFigure } from './checkFigures';

/** A watchable entry: the run record and the name it is inscribed under. */
export interface WatchedRun {
  id: string;
  playerName: string;
  record: RunRecord;
  /** The entry's stored figures, as the server sent them. */
  figures: Partial<Record<CheckedFigure, number>>;
}

/** Reads the entry's run; throws an Error with the text to show (the server's, for a 404). */
export async function fetchRun(id: string): Promise<WatchedRun> {
  const response = await fetch(`/api/scores/${encodeURIComponent(id)}/run?compact=1`, {
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const text = typeof body?.error === 'string' ? body.error : response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  const actions = typeof body?.actions === 'string' ? decodeActions(body.actions, MAX_RUN_ACTIONS) : null;
  if (!body || actions === null || typeof body.seed !== 'string' || typeof body.rulesVersion !== 'number') {
    throw new Error('The stored run could not be read');
  }
  const sent = (typeof body.figures === 'object' && body.figures !== null ? body.figures : {}) as Record<
    string,
    unknown
  >;
  const figures: Partial<Record<CheckedFigure, number>> = {};
  for (const field of CHECKED_FIGURES) if (typeof sent[field] === 'number') figures[field] = sent[field];
  return {
    id,
    figures,
    playerName: typeof body.playerName === 'string' ? body.playerName : 'Unknown',
    record: {
      rulesVersion: body.rulesVersion,
      seed: body.seed,
      name: typeof body.name === 'string' ? body.name : '',
      actions,
    },
  };
}
