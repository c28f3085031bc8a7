// An entry's one write, after its replay: the carry rule (server/runLog/carry.ts) decides on the entry
// holding the run as the store has it now, then the coupon's use and the entry's write are atomic
// conditional writes; when another write came between the read and the write, read and decide again.
import { entryWrite, type CarryRefusal } from '../runLog/carry';
import type { CouponRepository } from '../coupons/repository';
import type { NewEntry, RankedEntry } from '../store/types';
import type { EntryRepository } from './repository';

/** What the write step uses: the entries and the coupons. */
export interface EntryWriteDeps {
  entries: Pick<EntryRepository, 'insertEntry' | 'findRun' | 'findDailyRun'>;
  coupons: Pick<CouponRepository, 'redeem' | 'release'>;
}

/** The entry stored (`replaced`: it took the place of the run's entry, keeping its id), or why not. */
export type StoredEntry =
  | { ok: true; entry: RankedEntry; replaced: boolean }
  | { ok: false; reason: 'name-taken' | 'coupon-invalid' | CarryRefusal };

// Reads and decisions one write may take when other writes of the same run keep coming between:
// each retry follows a write that did happen, so three are plenty for a person's submissions.
const ATTEMPTS = 3;

/**
 * Stores `entry` (premium when `coupon` is given, its use taken here), in place of the entry that
 * holds its run when the carry rule allows it.
 */
export async function storeEntry(
  { entries, coupons }: EntryWriteDeps,
  entry: NewEntry,
  coupon: string | null,
  now: Date,
): Promise<StoredEntry> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // Every daily run of a day shares its seed: there, the run already held is found by its key.
    const held = entry.day
      ? await entries.findDailyRun(entry.day, entry.runKey, entry.secretHash)
      : await entries.findRun(entry.seed, entry.rulesVersion);
    const write = entryWrite(held && { ...held, isPremium: held.isPremium === true }, entry, coupon !== null);
    if (!write.ok) return write;
    const spend = write.useCoupon ? coupon : null;
    if (spend !== null && !(await coupons.redeem(spend, now))) return { ok: false, reason: 'coupon-invalid' };
    let result;
    try {
      result = await entries.insertEntry(
        { ...entry, isPremium: write.isPremium },
        held && { id: held.id, actions: held.actions },
      );
    } catch (error) {
      if (spend !== null) await coupons.release(spend);
      throw error;
    }
    if (result.ok) return { ok: true, entry: result.entry, replaced: held !== null };
    if (spend !== null) await coupons.release(spend);
    if (result.reason === 'name-taken') return { ok: false, reason: 'name-taken' };
  }
  // Still moving after every attempt: the log read last is not the one stored.
  return { ok: false, reason: 'not-extended' };
}
