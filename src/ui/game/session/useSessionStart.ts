// How a session's game comes to be: a new run is registered with the server first when the page is
// online (the server draws its seed, and the run is witnessed); offline or on any failure it begins
// on the local seed, unwitnessed. A loaded or resumed run takes up its stored witness, if it has one.
// The statechart makes the game (src/app/gameMachine.ts, BEGIN and LOAD); this only says how.
import { useEffect, useState } from 'react';
import { RULES_VERSION, type GameState } from '../../../engine';
import { newRunSecret } from '../../../app/runSecret';
import type { GameInput } from '../../../app/gameTypes';
import { registerRun } from '../../../api/runCalls';
import { dayOfSeed } from '../../../shared/daily';
import { saveWitnessRecord, witnessRecordFor, type WitnessRecord } from '../../../storage/witnessRecord';
import type { SaveStore } from '../../../storage/localSave';
import type { SessionStart } from './GameSession';

/** The statechart's input for the session (its BEGIN or LOAD, or the resumed game, null when none could be
 *  read) and the witness of its run (null: unwitnessed). */
export interface StartedGame {
  input: GameInput;
  witness: WitnessRecord | null;
}

async function registered(start: Extract<SessionStart, { kind: 'begin' }>): Promise<StartedGame> {
  const runSecret = newRunSecret();
  const begin = (seed: string, rulesVersion: number | undefined): GameInput => ({
    start: { type: 'BEGIN', name: start.name, seed, rulesVersion, runSecret },
  });
  const unwitnessed = { input: begin(start.seed, start.rulesVersion), witness: null };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return unwitnessed;
  const day = dayOfSeed(start.seed);
  try {
    const answer = await registerRun({
      name: start.name,
      rulesVersion: start.rulesVersion ?? RULES_VERSION,
      runSecret,
      ...(day ? { daily: day } : {}),
    });
    const witness: WitnessRecord = {
      id: answer.id,
      runSecret,
      seed: answer.seed,
      startedAt: answer.startedAt,
      witnessed: 0,
      ended: false,
    };
    saveWitnessRecord(witness);
    return { input: begin(answer.seed, answer.rulesVersion), witness };
  } catch {
    return unwitnessed;
  }
}

const witnessOf = (game: GameState | null) => (game ? witnessRecordFor(game) : null);

/** The session's start once known: at once for a load or resume, after the registration for a new run. */
export function useSessionStart(start: SessionStart, store: SaveStore): StartedGame | null {
  const [started, setStarted] = useState<StartedGame | null>(() => {
    if (start.kind === 'load')
      return { input: { start: { type: 'LOAD', state: start.state } }, witness: witnessOf(start.state) };
    if (start.kind === 'resume') {
      const resume = store.load();
      return { input: { resume }, witness: witnessOf(resume) };
    }
    return null;
  });
  useEffect(() => {
    if (start.kind !== 'begin') return;
    let live = true;
    void registered(start).then((result) => live && setStarted(result));
    return () => {
      live = false;
    };
  }, [start]);
  return started;
}
