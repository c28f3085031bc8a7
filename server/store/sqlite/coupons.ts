// Coupon storage on SQLite (the base of SqliteStore, so redeeming shares its transaction).
import type Database from 'better-sqlite3';
import type { Coupon, NewCoupon } from '../types';
import { statementCache, type Prepare } from './statements';

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

/** Coupon calls of the SQLite store. */
export class SqliteCoupons {
  /** Prepared statements of this database, reused by SQL text. */
  protected readonly sql: Prepare;

  constructor(protected readonly db: Database.Database) {
    this.sql = statementCache(db);
  }

  async createCoupon(coupon: NewCoupon): Promise<boolean> {
    const result = this.db
      .prepare('INSERT OR IGNORE INTO coupons (code, created_at, expires_at, max_uses) VALUES (?, ?, ?, ?)')
      .run(coupon.code, coupon.createdAt.getTime(), coupon.expiresAt?.getTime() ?? null, coupon.maxUses);
    return result.changes === 1;
  }

  async listCoupons(): Promise<Coupon[]> {
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

  async revokeCoupon(code: string): Promise<boolean> {
    return this.sql('UPDATE coupons SET revoked = 1 WHERE code = ?').run(code).changes === 1;
  }

  async isCouponValid(code: string, now: Date): Promise<boolean> {
    return !!this.sql(`SELECT 1 FROM coupons WHERE code = @code AND ${USABLE}`).get({ code, now: now.getTime() });
  }

  /** Uses the coupon once if it is usable; call inside the entry's transaction. */
  protected redeem(code: string, now: Date): boolean {
    const sql = `UPDATE coupons SET uses = uses + 1 WHERE code = @code AND ${USABLE}`;
    return this.sql(sql).run({ code, now: now.getTime() }).changes === 1;
  }
}
