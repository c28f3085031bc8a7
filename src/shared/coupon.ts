// Coupon rules shared by the save forms and the server: normalising, length and the messages shown.

/** Longest coupon code a player may type. */
export const COUPON_MAX_LENGTH = 50;

/** Shown when the server says the coupon is not valid (unknown, revoked, expired or used up). */
export const INVALID_COUPON_MESSAGE = 'Invalid or expired coupon code';

/** Shown when the coupon check itself failed (network or server error). */
export const COUPON_CHECK_FAILED_MESSAGE = 'Failed to validate coupon. Please try again.';

/** The coupon as the server compares it: trimmed; empty means "no coupon". */
export function normalizeCouponCode(raw: string): string {
  return raw.trim();
}
