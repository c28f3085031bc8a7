// Where coupons are kept: atomic conditional writes only (a use is taken only while the coupon is
// usable); what a code means and who may use it is server/coupons/service.ts's and the submission's.
import type { Coupon, NewCoupon } from '../store/types';

export type { Coupon, NewCoupon };

/** The stored coupons (SQLite: sqliteRepository.ts, MongoDB: mongoRepository.ts). */
export interface CouponRepository {
  /** Creates a coupon; false when the code exists already. */
  create(coupon: NewCoupon): Promise<boolean>;
  /** Every coupon, oldest first (then by code). */
  list(): Promise<Coupon[]>;
  /** Revokes a coupon; false when there is none. */
  revoke(code: string): Promise<boolean>;
  /** True when the coupon exists, is not revoked, not expired at `now` (exclusive) and not used up. */
  isUsable(code: string, now: Date): Promise<boolean>;
  /** Takes one use of the coupon if it is usable at `now`, in one step; false (nothing taken) otherwise. */
  redeem(code: string, now: Date): Promise<boolean>;
  /** Gives back one use taken by redeem, when the write it paid for did not happen. */
  release(code: string): Promise<void>;
}
