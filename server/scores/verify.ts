// Score verification: replay the run with the engine, derive every statistic, and compare
// with the claimed figures. Pure and synchronous, so it runs on the main thread or in a worker.
import { SUPPORTED_RULES_VERSIONS, replay, scoreSubmission, validateAction } from '../../src/engine';
import type { Action, ScoreSubmission } from '../../src/engine';
import { decodeActions, illFormedToken } from '../../src/engine/save/actionCodec';
import { MAX_RUN_ACTIONS } from '../../src/shared/api';
import { SCORE_STAT_KEYS, pickStats } from '../../src/shared/scoreFields';
import type { EntryStats } from '../store/types';
import { lineHead } from './lineHead';

/**
 * The figures a submission claims (finalStamina may be absent: then it is not compared), and whether
 * the run was won (absent from clients built before victories: then it is not compared either).
 */
export type ClaimedStats = Omit<EntryStats, 'finalStamina'> & { finalStamina?: number; won?: boolean };

/** What the verifier needs: the claim and the run record (action log compact). */
export interface VerifyInput {
  claimed: ClaimedStats;
  run: { rulesVersion: number; seed: string; name: string; actions: string };
}

/** 422 text for a compact action log that does not decode. */
export const MALFORMED_LOG_MESSAGE = `Run record refused: the compact action log is malformed or longer than ${MAX_RUN_ACTIONS.toLocaleString('en')} actions`;

/**
 * The derived statistics, whether the run was won and the head of its line (lineHead.ts: what a day's
 * board keys it by), or the reason the run is refused (a 422 text).
 */
export type VerifyResult =
  { ok: true; stats: EntryStats; won: boolean; lineHead: string } | { ok: false; error: string };

/** Every statistic of the shared schema, compared in its order; the first difference is reported. */
export const VERIFIED_FIELDS = SCORE_STAT_KEYS;

/**
 * A compact log's actions (at most `limit`), each checked by the engine, or the 422 text of its first
 * fault; `words` name what is refused (a run record here, a witnessed batch in server/runs/log.ts).
 */
export function checkActions(
  log: string,
  limit = MAX_RUN_ACTIONS,
  words = { malformed: MALFORMED_LOG_MESSAGE, refused: 'Run record refused' },
): { ok: true; actions: Action[] } | { ok: false; error: string } {
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
  const checked = checkActions(run.actions);
  if (!checked.ok) return checked;
  let derived: ScoreSubmission;
  try {
    derived = scoreSubmission(
      replay({ rulesVersion: run.rulesVersion, seed: run.seed, name: run.name, actions: checked.actions }),
    );
  } catch (error) {
    return { ok: false, error: `Run record refused: ${(error as Error).message}` };
  }
  const stats: EntryStats = pickStats(derived);
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
  const won = derived.won === true;
  if (claimed.won !== undefined && claimed.won !== won) {
    return { ok: false, error: `Score refused: claimed won ${claimed.won} does not match the replayed run (${won})` };
  }
  return { ok: true, stats, won, lineHead: lineHead(run, checked.actions) };
}
