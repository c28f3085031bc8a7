// Checks a loaded state against the replay of its own run record.
import { replay } from '../apply';
import { rulesFor, versionOf } from '../versions/profiles';
import { sameRun } from '../replay/sameRun';
import type { GameState, RunRecord } from '../types';

/**
 * The state to resume: the replay itself (marked verified, with the saved theme and run secret) when the
 * record reproduces the saved state, else the saved state marked unverified. Never throws.
 */
export function verifyRun(saved: GameState, record: RunRecord | null): GameState {
  if (!record || rulesFor(record.rulesVersion) === null || record.rulesVersion !== versionOf(saved)) {
    return { ...saved, verified: false };
  }
  let replayed: GameState;
  try {
    replayed = replay(record);
  } catch {
    return { ...saved, verified: false };
  }
  if (!sameRun(replayed, saved)) return { ...saved, verified: false };
  // The secret is not part of the record: the replay gets the saved one back.
  const secret = saved.runSecret === undefined ? {} : { runSecret: saved.runSecret };
  return { ...replayed, theme: saved.theme, ...secret, verified: true };
}
