// The decision on a submission, before its replay: pure, from what the store and the witnessed runs
// said. The same answer whatever the sent log unless the secret proves the owner: a name another
// player holds is taken, a run another player holds is theirs.
import { carryRefusal, type HeldRun } from '../runLog/carry';
import { nameKey } from '../runLog/nameKey';
import type { Witness } from '../runLog/witness';
import type { Refusal } from '../http/refusals';

/** What a submission is decided on. */
export interface SubmissionFacts {
  /** The run as sent: this season, its secret's hash and its canonical log. */
  next: HeldRun;
  /** The form's name (checked by the hero-name rules). */
  name: string;
  /** The entry already holding the run (by seed, or on a day's board by its key), or null. */
  held: (HeldRun & { playerName: string }) | null;
  /** The form's name is on this season's board already (any case). */
  nameOnBoard: boolean;
  /** What the witnessed runs say of the run (server/runs/service.ts witnessOf). */
  witness: Witness;
  /** The coupon sent with a premium submission (its key; '' when sent empty), or null without one. */
  coupon: string | null;
  /** The coupon is usable now (false when there is none to ask about). */
  couponUsable: boolean;
}

/** A refusal, or the entry's part the decision fixes: premium (its coupon redeemed) and its witness. */
export type SubmissionDecision =
  { ok: false; refusal: Refusal } | { ok: true; coupon: string | null; witness: Exclude<Witness, 'not-yours'> };

/**
 * Refusals in the order they are answered: the name (unless it is the held entry's own and the sender
 * owns it), the run already held (not yours, an earlier season, not carried further), a seed drawn
 * for another player's witnessed run, the coupon.
 */
export function decideSubmission(facts: SubmissionFacts): SubmissionDecision {
  const { held, next } = facts;
  const refusal = held && carryRefusal(held, next);
  const ownName = held !== null && refusal !== 'not-yours' && nameKey(held.playerName) === nameKey(facts.name);
  if (!ownName && facts.nameOnBoard) return { ok: false, refusal: { code: 'name-taken' } };
  if (refusal) return { ok: false, refusal: { code: `run-${refusal}` } };
  // A registered run's seed was drawn for its player alone: a spectator who watched it cannot inscribe it.
  if (facts.witness === 'not-yours') return { ok: false, refusal: { code: 'run-not-yours' } };
  if (facts.coupon !== null && (facts.coupon.length === 0 || !facts.couponUsable))
    return { ok: false, refusal: { code: 'coupon-invalid' } };
  return { ok: true, coupon: facts.coupon, witness: facts.witness };
}
