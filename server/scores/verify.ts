// Score verification: replay the run with the engine, derive every statistic, and compare
// with the claimed figures. Pure and synchronous, so it runs on the main thread or in a worker.
import { SUPPORTED_RULES_VERSIONS, replay, scoreSubmission } from '../../src/engine';
import type { Action, ScoreSubmission } from '../../src/engine';
import { SCORE_STAT_KEYS, pickStats } from '../../src/shared/scoreFields';
import type { EntryStats } from '../store/types';
import { checkActions } from '../runLog/canonical';
import { lineHead } from '../runLog/lineHead';

export { MALFORMED_LOG_MESSAGE } from '../runLog/canonical';

/**
 * The figures a submission claims (finalStamina may be absent: then it is not compared), and whether
 * the run was won (absent from clients built before victories: then it is not compared either).
 */
export type ClaimedStats = Omit<EntryStats, 'finalStamina'> & { finalStamina?: number; won?: boolean };

/**
 * What the verifier needs: the claim and the run record (action log compact). `checked`: the log's
 * actions already decoded and checked (server/runLog/canonical.ts), so a replay on this thread does
 * not decode the log again; a worker is sent the text alone and decodes it on its own thread.
 */
export interface VerifyInput {
  /** Null: nothing claimed (a sealed run's inscription: the server scores the run it holds). */
  claimed: ClaimedStats | null;
  run: { rulesVersion: number; seed: string; name: string; actions: string };
  checked?: Action[];
}

/**
 * The derived statistics, whether the run was won and the head of its line (lineHead.ts: what a day's
 * board keys it by), or the reason the run is refused (a 422 text).
 */
export type VerifyResult =
  { ok: true; stats: EntryStats; won: boolean; lineHead: string } | { ok: false; error: string };

/** Every statistic of the shared schema, compared in its order; the first difference is reported. */
export const VERIFIED_FIELDS = SCORE_STAT_KEYS;

/** Replays the run and checks every claimed figure against the replay. */
export function verifyRun(input: VerifyInput): VerifyResult {
  const { run, claimed } = input;
  // Every version the engine replays is verified, so a run begun before a deploy is still accepted.
  if (!SUPPORTED_RULES_VERSIONS.includes(run.rulesVersion)) {
    return {
      ok: false,
      error: `Run record refused: unknown rules version ${run.rulesVersion} (this server verifies versions ${SUPPORTED_RULES_VERSIONS.join(', ')})`,
    };
  }
  let actions = input.checked;
  if (actions === undefined) {
    const checked = checkActions(run.actions);
    if (!checked.ok) return checked;
    actions = checked.actions;
  }
  let derived: ScoreSubmission;
  try {
    derived = scoreSubmission(replay({ rulesVersion: run.rulesVersion, seed: run.seed, name: run.name, actions }));
  } catch (error) {
    return { ok: false, error: `Run record refused: ${(error as Error).message}` };
  }
  const stats: EntryStats = pickStats(derived);
  const won = derived.won === true;
  if (claimed === null) return { ok: true, stats, won, lineHead: lineHead(run, actions) };
  for (const field of VERIFIED_FIELDS) {
    if (field === 'finalStamina' && claimed.finalStamina === undefined) continue;
    if (claimed[field] !== stats[field]) {
      return {
        ok: false,
        error: `Score refused: claimed ${field} ${claimed[field]} does not match the replayed run (${stats[field]})`,
      };
    }
  }
  // Beside the statistics, after them: the replay decides whether the last portal was taken.
  if (claimed.won !== undefined && claimed.won !== won) {
    return { ok: false, error: `Score refused: claimed won ${claimed.won} does not match the replayed run (${won})` };
  }
  return { ok: true, stats, won, lineHead: lineHead(run, actions) };
}
