// A new run's registration with the server, as the statechart's `registering` state invokes it: online,
// the run is sealed (the server keeps the seed and deals every roll, src/app/sealed/); a server that
// cannot seal it (rules without a world and a dice seed) draws the seed and witnesses it. Offline, or on
// any failure, the run begins on the local seed, unwitnessed. It never fails: its output is the event that
// starts the run (SEALED or BEGIN) and an open run's witness record, if any.
import { fromPromise } from 'xstate';
import { z } from 'zod';
import { RULES_VERSION, rulesOf } from '../../engine';
import { ApiError } from '../../api/client';
import { registerRun, registerSealedRun } from '../../api/runCalls';
import type { WitnessRecord } from '../../storage/witnessRecord';
import type { StartEvent } from '../gameTypes';
import { newRunSecret } from '../runSecret';

/** A new hero's run as the start screen asks for it: `seed` is the local one, played when unregistered. */
export interface NewRun {
  name: string;
  seed: string;
  /** A daily run's rules version; any other run plays the newest. */
  rulesVersion?: number;
  /** The day of the daily challenge it is (the server deals it sealed in the day's world). */
  daily?: string;
}

/** The registration's outcome: the event that starts the run, and an open run's witness (null: none). */
export interface Registration {
  start: Extract<StartEvent, { type: 'BEGIN' | 'SEALED' }>;
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
  const day = run.daily;
  const request = {
    name: run.name,
    rulesVersion: run.rulesVersion ?? RULES_VERSION,
    runSecret,
    ...(day ? { daily: day } : {}),
  };
  if (rulesOf({ rulesVersion: request.rulesVersion }).worldAndDice) {
    try {
      const { id, commitment, startedAt, view } = await registerSealedRun(request);
      const record = { id, runSecret, commitment, startedAt, daily: day ?? null, view, base: 0, unsent: '' };
      return { start: { type: 'SEALED', run: record, resumed: false }, witness: null };
    } catch (error) {
      // Only a server that cannot seal this run (an older one, or a day under older rules) is asked for
      // an open run; any other failure begins it here, as the open registration's would.
      const cannotSeal =
        error instanceof z.ZodError || (error instanceof ApiError && error.code === 'sealed-daily-rules');
      if (!cannotSeal) return unwitnessed;
    }
  }
  try {
    const answer = await registerRun(request);
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
