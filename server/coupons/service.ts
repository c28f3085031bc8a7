// Coupons: validity checks for players, creation and listing for the operator command.
import { randomBytes } from 'node:crypto';
import { COUPON_MAX_LENGTH, normalizeCouponCode } from '../../src/shared/coupon';
import type { Coupon, Store } from '../store/types';

// Unambiguous characters for generated codes (no 0/O, 1/I/L).
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh random code like 'HERO-7K2M-QX9P'. */
export function generateCouponCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]);
  return `HERO-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The coupon key: trimmed and upper case, so players need not match the case. */
export function couponKey(code: string): string {
  return normalizeCouponCode(code).toUpperCase();
}

/** Coupon rules on top of the store. */
export class CouponsService {
  constructor(
    private readonly store: Store,
    private readonly clock: () => Date,
  ) {}

  /** True when the code names a usable coupon now; empty or over-long codes are never valid. */
  async isValid(code: string): Promise<boolean> {
    const key = couponKey(code);
    if (key.length === 0 || key.length > COUPON_MAX_LENGTH) return false;
    return this.store.isCouponValid(key, this.clock());
  }

  /** Creates a coupon; the code is generated when not given. Returns null when the code exists. */
  async create(options: { code?: string; expiresAt?: Date | null; maxUses?: number | null }): Promise<Coupon | null> {
    const code = couponKey(options.code ?? generateCouponCode());
    const coupon = {
      code,
      expiresAt: options.expiresAt ?? null,
      maxUses: options.maxUses ?? null,
      createdAt: this.clock(),
    };
    if (!(await this.store.createCoupon(coupon))) return null;
    return { ...coupon, uses: 0, revoked: false };
  }
}
