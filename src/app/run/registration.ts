// A new run's registration with the server, as the statechart's `registering` state invokes it: the server
// draws the seed and the run is witnessed. Offline, or on any failure, the run begins on the local seed,
// unwitnessed. It never fails: its output is the BEGIN to play and the run's witness record, if any.
import { fromPromise } from 'xstate';
import { RULES_VERSION } from '../../engine';
import { registerRun } from '../../api/runCalls';
import { dayOfSeed } from '../../shared/daily';
import type { WitnessRecord } from '../../storage/witnessRecord';
import type { StartEvent } from '../gameTypes';
import { newRunSecret } from '../runSecret';

/** A new hero's run as the start screen asks for it: `seed` is the local one, played when unregistered. */
export interface NewRun {
  name: string;
  seed: string;
  /** A daily run's rules version; any other run plays the newest. */
  rulesVersion?: number;
}

/** The registration's outcome: the BEGIN that starts the run, and its witness (null: unwitnessed). */
export interface Registration {
  start: Extract<StartEvent, { type: 'BEGIN' }>;
  witness: WitnessRecord | null;
}

/** Registers `run` (POST /api/runs) with a fresh secret, or begins it unwitnessed. */
export async function register(run: NewRun): Promise<Registration> {
  const runSecret = newRunSecret();
  const begin = (seed: string, rulesVersion: number | undefined): Registration['start'] => ({
    type: 'BEGIN',
    name: run.name,
    seed,
    rulesVersion,
    runSecret,
  });
  const unwitnessed = { start: begin(run.seed, run.rulesVersion), witness: null };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return unwitnessed;
  const day = dayOfSeed(run.seed);
  try {
    const answer = await registerRun({
      name: run.name,
      rulesVersion: run.rulesVersion ?? RULES_VERSION,
      runSecret,
      ...(day ? { daily: day } : {}),
    });
    const { id, seed, startedAt } = answer;
    return {
      start: begin(seed, answer.rulesVersion),
      witness: { id, runSecret, seed, startedAt, witnessed: 0, ended: false },
    };
  } catch {
    return unwitnessed;
  }
}

/** The registration as an actor of the statechart. */
export const registration = fromPromise<Registration, NewRun>(({ input }) => register(input));
