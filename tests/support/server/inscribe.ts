// Stores an entry as a submission's write step does (server/scores/storeEntry.ts): the carry rule,
// the coupon's use and the store's conditional write, on the repositories of `store`.
import { repositoriesOf } from '../../../server/repositories';
import { storeEntry, type StoredEntry } from '../../../server/scores/storeEntry';
import type { NewEntry, Store } from '../../../server/store/types';

/** `entry` stored through the write step, premium with `coupon` (null: none), at `now`. */
export function inscribe(store: Store, entry: NewEntry, coupon: string | null, now: Date): Promise<StoredEntry> {
  const { entries, coupons } = repositoriesOf(store);
  return storeEntry({ entries, coupons }, entry, coupon, now);
}
