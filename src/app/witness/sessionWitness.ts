// The witness of the run this page plays, for the parts of the page that are not its session: the
// inscription waits for it to settle, so the run it sends is the log the server witnessed.
import type { RunWitness } from './witness';

/** Longest an inscription waits for the last batch's answer (ms); after it the run is inscribed as it is. */
export const INSCRIBE_WAITS_FOR_WITNESS_MS = 3000;

let current: RunWitness | null = null;

/** The session's witness from now on (null: this page witnesses no run). */
export function setSessionWitness(witness: RunWitness | null): void {
  current = witness;
}

/** Resolves once the session's witness has every action sent and answered (at once when there is none). */
export function sessionWitnessSettled(timeoutMs = INSCRIBE_WAITS_FOR_WITNESS_MS): Promise<void> {
  return current ? current.settled(timeoutMs) : Promise.resolve();
}
