// How a session's game comes to be: a new run is registered with the server first when the page is
// online (the server draws its seed, and the run is witnessed); offline or on any failure it begins
// on the local seed, unwitnessed. A loaded or resumed run takes up its stored witness, if it has one.
import { useEffect, useState } from 'react';
import { RULES_VERSION, type GameState } from '../../engine';
import { beginRun, newRunSecret } from '../../app/runSecret';
import { registerRun } from '../../api/runCalls';
import { dayOfSeed } from '../../shared/daily';
import { saveWitnessRecord, witnessRecordFor, type WitnessRecord } from '../../storage/witnessRecord';
import type { SaveStore } from '../../storage/localSave';
import type { SessionStart } from './GameSession';

/** The game a session starts with (null: none could be read) and the witness of its run (null: unwitnessed). */
export interface StartedGame {
  game: GameState | null;
  witness: WitnessRecord | null;
}

async function registered(start: Extract<SessionStart, { kind: 'begin' }>): Promise<StartedGame> {
  const runSecret = newRunSecret();
  const unwitnessed = { game: beginRun(start.name, start.seed, start.rulesVersion, runSecret), witness: null };
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
    return { game: beginRun(start.name, answer.seed, answer.rulesVersion, runSecret), witness };
  } catch {
    return unwitnessed;
  }
}

function takenUp(game: GameState | null): StartedGame {
  return { game, witness: game ? witnessRecordFor(game) : null };
}

/** The session's start once known: at once for a load or resume, after the registration for a new run. */
export function useSessionStart(start: SessionStart, store: SaveStore): StartedGame | null {
  const [started, setStarted] = useState<StartedGame | null>(() => {
    if (start.kind === 'load') return takenUp(start.state);
    if (start.kind === 'resume') return takenUp(store.load());
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
