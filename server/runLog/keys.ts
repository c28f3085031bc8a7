// The keys a run is known by: its owner's secret hash and, on a day's board where every run shares
// the seed, the key of its first actions.
import { createHash } from 'node:crypto';

/** The SHA-256 of a run secret (128+ random bits need no slow or keyed hash), or null without one. */
export function secretHashOf(secret: string | undefined): string | null {
  return secret === undefined ? null : createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * Actions of a run's start that name it on a daily board, where every run shares the seed: two
 * inscriptions whose first 100 actions agree are the same run. A public log proves nothing about
 * its owner, but a daily run's log stays hidden until the day's inscriptions close.
 */
export const RUN_KEY_ACTIONS = 100;

/** The key of a run: rules version, seed and the canonical encoding of its first RUN_KEY_ACTIONS actions. */
export function runKeyOf(rulesVersion: number, seed: string, head: string): string {
  return createHash('sha256').update(`${rulesVersion}\n${seed}\n${head}`, 'utf8').digest('hex');
}
