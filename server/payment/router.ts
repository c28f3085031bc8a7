// GET /api/payment-link -> { url } when the operator set PAYMENT_LINK_URL, 404 otherwise.
import express, { type Router } from 'express';
import type { PaymentLinkResponse } from '../../src/shared/api';
import { sendText } from '../http/errors';

/** Route of the operator's payment link. */
export function paymentRouter(paymentLinkUrl: string | undefined): Router {
  const router = express.Router();
  router.get('/payment-link', (_req, res) => {
    if (!paymentLinkUrl) return sendText(res, 404, 'No payment link is configured');
    const body: PaymentLinkResponse = { url: paymentLinkUrl };
    res.json(body);
  });
  return router;
}
