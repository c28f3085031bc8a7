// The one rule the submission applies to a run already on a board, before its replay and at its write
// (docs/OPERATIONS.md, "Security"): only its owner may carry it further, in the season it was
// first inscribed in, with a log that strictly extends the stored one; and a premium entry carried
// further stays premium without using a coupon again.

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

/** The write an entry makes: a new entry, or the held one replaced (under its id). */
export type EntryWrite =
  { ok: true; replaces: boolean; isPremium: boolean; useCoupon: boolean } | { ok: false; reason: CarryRefusal };

/**
 * What storing `next` does, given the entry already holding its run (null: none) and whether a
 * coupon came with it: refused with carryRefusal's reason, or written. A premium entry carried
 * further stays premium and does not use a coupon again. The write step decides with it on the run
 * as stored, then writes on that condition (server/scores/storeEntry.ts); the submission asks it
 * before the replay too (server/scores/decide.ts).
 */
export function entryWrite(
  held: (HeldRun & { isPremium: boolean }) | null,
  next: HeldRun & { isPremium: boolean },
  withCoupon: boolean,
): EntryWrite {
  if (held === null) return { ok: true, replaces: false, isPremium: next.isPremium, useCoupon: withCoupon };
  const refusal = carryRefusal(held, next);
  if (refusal) return { ok: false, reason: refusal };
  return {
    ok: true,
    replaces: true,
    isPremium: held.isPremium || next.isPremium,
    useCoupon: withCoupon && !held.isPremium,
  };
}
