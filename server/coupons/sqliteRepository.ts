// Coupons on SQLite (the coupons table of server/store/sqlite/schema.ts).
import type { Coupon, CouponRepository, NewCoupon } from './repository';
import type { Prepare } from '../store/sqlite/statements';

interface CouponRow {
  code: string;
  created_at: number;
  expires_at: number | null;
  max_uses: number | null;
  uses: number;
  revoked: number;
}

// A coupon is usable when not revoked, not expired (expiry is exclusive) and not used up.
const USABLE = `revoked = 0 AND (expires_at IS NULL OR expires_at > @now) AND (max_uses IS NULL OR uses < max_uses)`;

/** The SQLite CouponRepository. */
export class SqliteCouponRepository implements CouponRepository {
  constructor(private readonly sql: Prepare) {}

  async create(coupon: NewCoupon): Promise<boolean> {
    const result = this.sql(
      'INSERT OR IGNORE INTO coupons (code, created_at, expires_at, max_uses) VALUES (?, ?, ?, ?)',
    ).run(coupon.code, coupon.createdAt.getTime(), coupon.expiresAt?.getTime() ?? null, coupon.maxUses);
    return result.changes === 1;
  }

  async list(): Promise<Coupon[]> {
    const rows = this.sql('SELECT * FROM coupons ORDER BY created_at, code').all() as CouponRow[];
    return rows.map((r) => ({
      code: r.code,
      createdAt: new Date(r.created_at),
      expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
      maxUses: r.max_uses,
      uses: r.uses,
      revoked: r.revoked === 1,
    }));
  }

  async revoke(code: string): Promise<boolean> {
    return this.sql('UPDATE coupons SET revoked = 1 WHERE code = ?').run(code).changes === 1;
  }

  async isUsable(code: string, now: Date): Promise<boolean> {
    return !!this.sql(`SELECT 1 FROM coupons WHERE code = @code AND ${USABLE}`).get({ code, now: now.getTime() });
  }

  async redeem(code: string, now: Date): Promise<boolean> {
    const sql = `UPDATE coupons SET uses = uses + 1 WHERE code = @code AND ${USABLE}`;
    return this.sql(sql).run({ code, now: now.getTime() }).changes === 1;
  }

  async release(code: string): Promise<void> {
    this.sql('UPDATE coupons SET uses = uses - 1 WHERE code = ? AND uses > 0').run(code);
  }
}
