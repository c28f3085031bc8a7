// A cap on requests of one kind in progress at once, over all clients: each score submission may
// hold a 1 MB body and a replay, so past the cap a new one is refused before its body is read,
// and memory stays bounded however many addresses send at once.
import type { RequestHandler } from 'express';
import { sendText } from './errors';

/** At most `max` requests past this point at once; the rest get a 503 with Retry-After. */
export function admission(max: number, message: string, retryAfterSeconds: number): RequestHandler {
  let inFlight = 0;
  return (_req, res, next) => {
    if (inFlight >= max) {
      res.set('Retry-After', String(retryAfterSeconds));
      // The unread body is not drained: the connection closes after the answer.
      res.set('Connection', 'close');
      return sendText(res, 503, message);
    }
    inFlight++;
    // 'close' follows every answer and every aborted request, once.
    res.once('close', () => inFlight--);
    next();
  };
}
