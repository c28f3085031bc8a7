// GET /api/payment-link -> { url } when the operator set PAYMENT_LINK_URL, { url: null } otherwise:
// no link is a normal answer (the game offers none), not an error in every dialog's console.
import express, { type Router } from 'express';
import type { PaymentLinkResponse } from '../../src/shared/api';

/** Route of the operator's payment link. */
export function paymentRouter(paymentLinkUrl: string | undefined): Router {
  const router = express.Router();
  router.get('/payment-link', (_req, res) => {
    const body: PaymentLinkResponse = { url: paymentLinkUrl ?? null };
    res.json(body);
  });
  return router;
}
