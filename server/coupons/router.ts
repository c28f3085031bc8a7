// POST /api/validate-coupon { code } -> { valid }
import express, { type Router } from 'express';
import { ValidateCouponRequestSchema, type ValidateCouponResponse } from '../../src/shared/api';
import { COUPON_MAX_LENGTH } from '../../src/shared/coupon';
import { sendText } from '../http/errors';
import type { CouponsService } from './service';

/** Route of the coupon check; `gate` throttles guessing, then reads the body. */
export function couponsRouter(coupons: CouponsService, gate: express.RequestHandler[]): Router {
  const router = express.Router();
  router.post('/validate-coupon', ...gate, async (req, res) => {
    const parsed = ValidateCouponRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      return sendText(res, 400, `Send { "code": "..." } with a coupon code of at most ${COUPON_MAX_LENGTH} characters`);
    }
    const body: ValidateCouponResponse = { valid: await coupons.isValid(parsed.data.code) };
    res.json(body);
  });
  return router;
}
