// The run record as served back with its entry (GET /api/scores/:id/run); the log is stored
// canonical (server/runLog/canonical.ts).
import type { Action, RunRecord } from '../../src/engine';
import { decodeActions } from '../../src/engine/save/actionCodec';
import { MAX_RUN_ACTIONS } from '../../src/shared/api';
import { pickStats } from '../../src/shared/scoreFields';
import type { EntryStats, StoredRun } from '../store/types';

/**
 * GET /api/scores/:id/run answer: the engine's RunRecord (replay(record) rebuilds the run) plus the
 * entry's id, name, stored figures (a viewer checks its replay against them) and marks (witnessed, sealed). With ?compact=1
 * `actions` is the compact log instead (decodeActions reads it): a 10,000-action run is ~10 KB that
 * way instead of ~345 KB of objects.
 */
export type ServedRun = Omit<RunRecord, 'actions'> & {
  id: string;
  playerName: string;
  actions: Action[] | string;
  /** The stored statistics and whether the run took the last portal (none of it for entries stored without figures). */
  figures: Partial<EntryStats> & { won?: boolean };
  /** Every move reached the server as it was played; `sealed`: the server also dealt every roll (the board rows' marks). */
  witnessed: boolean;
  sealed: boolean;
  /** A witnessed run: when it was registered and when its last move arrived (ISO), as its board row says. */
  runStartedAt?: string;
  runLastMoveAt?: string;
};

/**
 * A stored run as served. Its hero name is shown on the replay page and in its chronicle, so a name
 * that breaks today's hero-name rules (entries stored before runs' names were checked) is served
 * as the entry's name instead: the name plays no part in the rules, so the replay is the same.
 */
export function toServedRun(run: StoredRun, compact: boolean, nameAllowed: (name: string) => boolean): ServedRun {
  const actions = compact ? run.actions : (decodeActions(run.actions, MAX_RUN_ACTIONS) ?? []);
  const figures: ServedRun['figures'] = run.stats ? { ...pickStats(run.stats), won: run.won === true } : {};
  return {
    id: run.id,
    playerName: run.playerName,
    rulesVersion: run.rulesVersion,
    seed: run.seed,
    name: nameAllowed(run.name) ? run.name : run.playerName,
    actions,
    figures,
    witnessed: run.witness !== undefined,
    sealed: run.witness?.sealed === true,
    ...(run.witness
      ? { runStartedAt: run.witness.startedAt.toISOString(), runLastMoveAt: run.witness.lastMoveAt.toISOString() }
      : {}),
  };
}
