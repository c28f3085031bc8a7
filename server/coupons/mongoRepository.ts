// Coupons on MongoDB (the Coupon model of server/store/mongo/models.ts): each write is one
// conditional update, so it needs no transaction and works on a standalone server.
import type { Coupon, CouponRepository, NewCoupon } from './repository';
import type { Models } from '../store/mongo/models';

const DUPLICATE_KEY = 11000;

/** A coupon is usable at `now`: not revoked, not expired (exclusive), not used up. */
function usableFilter(code: string, now: Date) {
  return {
    code,
    revoked: false,
    $and: [
      { $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] },
      { $or: [{ maxUses: null }, { $expr: { $lt: ['$uses', '$maxUses'] } }] },
    ],
  };
}

/** The MongoDB CouponRepository. */
export class MongoCouponRepository implements CouponRepository {
  constructor(private readonly models: Models) {}

  async create(coupon: NewCoupon): Promise<boolean> {
    try {
      await this.models.Coupon.create({ ...coupon, uses: 0, revoked: false });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  async list(): Promise<Coupon[]> {
    const docs = await this.models.Coupon.find().sort({ createdAt: 1, code: 1 }).lean();
    return docs.map(({ code, createdAt, expiresAt, maxUses, uses, revoked }) => ({
      code,
      createdAt,
      expiresAt: expiresAt ?? null,
      maxUses: maxUses ?? null,
      uses,
      revoked,
    }));
  }

  async revoke(code: string): Promise<boolean> {
    return (await this.models.Coupon.updateOne({ code }, { $set: { revoked: true } })).matchedCount === 1;
  }

  async isUsable(code: string, now: Date): Promise<boolean> {
    return (await this.models.Coupon.exists(usableFilter(code, now))) !== null;
  }

  async redeem(code: string, now: Date): Promise<boolean> {
    return (await this.models.Coupon.updateOne(usableFilter(code, now), { $inc: { uses: 1 } })).modifiedCount === 1;
  }

  async release(code: string): Promise<void> {
    await this.models.Coupon.updateOne({ code, uses: { $gt: 0 } }, { $inc: { uses: -1 } });
  }
}
