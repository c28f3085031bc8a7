// Coupons: validity checks for players, creation and listing for the operator command.
import { randomInt } from 'node:crypto';
import { COUPON_MAX_LENGTH, normalizeCouponCode } from '../../src/shared/coupon';
import type { Coupon, CouponRepository } from './repository';

// Unambiguous characters for generated codes (no 0/O, 1/I/L): 31 of them, 4.95 bits each.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
// Four groups of four: 16 characters, 79 bits. At the coupon check's 30 tries a minute, one address
// needs about 10^13 years to hit one of 1,000 live codes.
const CODE_GROUPS = 4;
const GROUP_LENGTH = 4;

/** A fresh random code like 'HERO-7K2M-QX9P-R4TW-8HNC'. */
export function generateCouponCode(): string {
  // randomInt draws without modulo bias: every character carries its full 4.95 bits.
  const group = () => Array.from({ length: GROUP_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return ['HERO', ...Array.from({ length: CODE_GROUPS }, () => group().join(''))].join('-');
}

/** The coupon key: trimmed and upper case, so players need not match the case. */
export function couponKey(code: string): string {
  return normalizeCouponCode(code).toUpperCase();
}

/** Coupon rules on top of the stored coupons. */
export class CouponsService {
  constructor(
    private readonly coupons: Pick<CouponRepository, 'create' | 'isUsable'>,
    private readonly clock: () => Date,
  ) {}

  /** True when the code names a usable coupon now; empty or over-long codes are never valid. */
  async isValid(code: string): Promise<boolean> {
    const key = couponKey(code);
    if (key.length === 0 || key.length > COUPON_MAX_LENGTH) return false;
    return this.coupons.isUsable(key, this.clock());
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
    if (!(await this.coupons.create(coupon))) return null;
    return { ...coupon, uses: 0, revoked: false };
  }
}
