// Fixed-window rate limits per client (req.ip, which honours TRUST_PROXY; IPv6 grouped by prefix,
// server/http/clientKey.ts), counted by rate-limiter-flexible: in this process's memory on SQLite,
// in the MongoDB database when the store is MongoDB, so every instance behind a load balancer draws
// on one budget per client instead of each granting its own.
import type { Request, RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { RateLimiterMemory, RateLimiterMongo, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientKey } from './clientKey';
import { sendText } from './errors';

/** The MongoDB collection holding every shared counter (a TTL index on `expire` removes finished windows). */
export const RATE_LIMIT_COLLECTION = 'rate_limits';

/** Options of one limiter. */
export interface RateLimitOptions {
  enabled: boolean;
  windowMs: number;
  max: number;
  /** Text of the 429 answer. */
  message: string;
  /** Names this limit's counters: instances sharing a database share the counters of one name. */
  name: string;
  /** IPv6 clients count under their first this-many bits (56: a typical home line's prefix). */
  ipv6Prefix?: number;
  /** The store's MongoDB connection; absent, counters live in this process's memory. */
  mongo?: Connection;
  /** What is counted, when not the client (a run's batches are also counted per run: its id); null: not counted. */
  keyOf?: (req: Request) => string | null;
}

/** The counter behind one limit: shared through MongoDB when given a connection, else in memory. */
function limiterFor(options: RateLimitOptions): RateLimiterAbstract {
  // The library counts in seconds; fractions are kept, so a 1,500 ms window stays 1.5 s.
  const base = { points: options.max, duration: options.windowMs / 1000, keyPrefix: options.name };
  if (!options.mongo) return new RateLimiterMemory(base);
  return new RateLimiterMongo({
    ...base,
    storeClient: options.mongo,
    tableName: RATE_LIMIT_COLLECTION,
    // A client already over the limit is refused from this instance's memory until its window
    // ends, so an abusive client costs no database round trip per request.
    inMemoryBlockOnConsumed: options.max + 1,
    // MongoDB unreachable: each instance limits on its own rather than failing every call with 500.
    insuranceLimiter: new RateLimiterMemory(base),
  });
}

/** A limit's middleware, and how to give back the request it counted (a later step found it is counted elsewhere). */
export type RateLimitHandler = RequestHandler & { refund(req: Request): Promise<void> };

/** A middleware answering 429 with `message` and Retry-After once a client made `max` requests in the window. */
export function rateLimit(options: RateLimitOptions): RateLimitHandler {
  if (!options.enabled)
    return Object.assign((_req: Request, _res: unknown, next: () => void) => next(), {
      refund: async () => {},
    }) as RateLimitHandler;
  const limiter = limiterFor(options);
  const ipv6Prefix = options.ipv6Prefix ?? 56;
  const keyOf = options.keyOf ?? ((req: Request) => clientKey(req.ip, ipv6Prefix));
  const refund = async (req: Request) => {
    const key = keyOf(req);
    if (key !== null) await limiter.reward(key, 1);
  };
  const handler: RequestHandler = (req, res, next) => {
    const key = keyOf(req);
    if (key === null) return next();
    limiter.consume(key).then(
      () => next(),
      (refusal: unknown) => {
        // The library rejects with a RateLimiterRes when the budget is spent, with an Error otherwise.
        if (!(refusal instanceof RateLimiterRes)) return next(refusal);
        res.set('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
        // A limit runs before the body is read: a refused upload is cut off rather than drained.
        if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined)
          res.set('Connection', 'close');
        sendText(res, 429, options.message);
      },
    );
  };
  return Object.assign(handler, { refund });
}
