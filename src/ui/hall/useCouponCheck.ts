// The coupon field's state machine: untouched -> validating -> valid or invalid;
// editing resets validity and errors.
import { useState } from 'react';
import { COUPON_CHECK_FAILED_MESSAGE, INVALID_COUPON_MESSAGE, normalizeCouponCode } from '../../shared/coupon';
import { useValidateCoupon } from '../../api/hooks';

/** Where the coupon stands. */
export type CouponStatus = 'untouched' | 'validating' | 'valid' | 'invalid';

/** The field value, its status and error, and the blur/edit handlers. */
export function useCouponCheck() {
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<CouponStatus>('untouched');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidateCoupon();

  const edit = (value: string) => {
    setCode(value);
    setStatus('untouched');
    setError(null);
  };
  const blur = () => {
    const trimmed = normalizeCouponCode(code);
    if (trimmed === '') return;
    setStatus('validating');
    validate.mutate(trimmed, {
      onSuccess: (valid) => {
        setStatus(valid ? 'valid' : 'invalid');
        setError(valid ? null : INVALID_COUPON_MESSAGE);
      },
      onError: () => {
        setStatus('invalid');
        setError(COUPON_CHECK_FAILED_MESSAGE);
      },
    });
  };
  const trimmed = normalizeCouponCode(code);
  // Premium only with a non-empty coupon the server called valid.
  const premium = status === 'valid' && trimmed !== '';
  return { code, trimmed, status, error, premium, edit, blur };
}
