// A run's line: its actions less the ones the rules refused (an attack outside a fight, a step into
// a wall). A refused action changes nothing in the run, so two logs that differ only by refused
// actions are the same line, and a day's board keys its entries by the line (server/runLog/keys.ts
// runKeyOf), not by the log as sent: one line holds one place, whatever was sent in front of it.
import { newGame, tryApply, type Action, type GameState } from '../../src/engine';
import { encodeActions } from '../../src/engine/save/actionCodec';
import { RUN_KEY_ACTIONS } from './keys';

const NO_ACTIONS: Action[] = [];

/** The canonical encoding of the first RUN_KEY_ACTIONS actions of the run the rules did not refuse. */
export function lineHead(
  run: { rulesVersion: number; seed: string; name: string },
  actions: readonly Action[],
): string {
  // The state is advanced with an empty log, as server/runs/replayState.ts does: tryApply copies the log.
  let state: GameState = { ...newGame(run.name, run.seed, run.rulesVersion), actions: NO_ACTIONS };
  const line: Action[] = [];
  for (const action of actions) {
    if (line.length >= RUN_KEY_ACTIONS) break;
    const step = tryApply(state, action);
    if (step.refusal === null) line.push(action);
    state = { ...step.state, actions: NO_ACTIONS };
  }
  return encodeActions(line);
}
