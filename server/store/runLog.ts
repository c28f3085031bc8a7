// The one rule both stores and the submission service apply to a run already on a board
// (docs/OPERATIONS.md, "Security"): only its owner may carry it further, in the season it was
// first inscribed in, with a log that strictly extends the stored one.
import { createHash } from 'node:crypto';

/** What an entry's run keeps for the rule: its season, its owner's secret hash and its log. */
export interface HeldRun {
  season: string;
  /** SHA-256 (hex) of the run secret; null for entries stored before secrets or sent without one. */
  secretHash: string | null;
  /** The compact log ('' for entries stored before logs were kept). */
  actions: string;
}

/** Why a submission may not carry a held run further. */
export type CarryRefusal = 'not-yours' | 'other-season' | 'not-extended';

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

/** True when `next` carries the stored log further: the stored compact log is a strict prefix. */
export function extendsLog(stored: string, next: string): boolean {
  // An entry stored before logs were kept cannot be shown to be the same run carried further.
  if (stored === '') return false;
  // The compact codec writes each action on its own (src/engine/save/actionCodec.ts), so a log's
  // encoding is a prefix of any longer log's encoding exactly when the actions are.
  return next.length > stored.length && next.startsWith(stored);
}

/**
 * Why `next` may not replace the entry of `held`, or null when it may. Ownership is decided
 * first, so whoever lacks the secret learns nothing about the held log (not even whether theirs
 * extends it).
 */
export function carryRefusal(held: HeldRun, next: HeldRun): CarryRefusal | null {
  if (held.secretHash === null || held.secretHash !== next.secretHash) return 'not-yours';
  if (held.season !== next.season) return 'other-season';
  if (!extendsLog(held.actions, next.actions)) return 'not-extended';
  return null;
}
