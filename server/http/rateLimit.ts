// Fixed-window rate limit per client (req.ip, which honours TRUST_PROXY; IPv6 grouped by prefix,
// server/http/clientKey.ts).
import type { RequestHandler } from 'express';
import { clientKey } from './clientKey';
import { sendText } from './errors';

/** Options of one limiter. */
export interface RateLimitOptions {
  enabled: boolean;
  windowMs: number;
  max: number;
  /** Text of the 429 answer. */
  message: string;
  /** IPv6 clients count under their first this-many bits (56: a typical home line's prefix). */
  ipv6Prefix?: number;
  now?: () => number;
}

/** A middleware answering 429 with `message` once a client made `max` requests in the window. */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const now = options.now ?? Date.now;
  const hits = new Map<string, { windowStart: number; count: number }>();
  let lastSweep = now();
  return (req, res, next) => {
    if (!options.enabled) return next();
    const t = now();
    // Forget finished windows now and then, so memory stays bounded by active clients.
    if (t - lastSweep > options.windowMs) {
      for (const [key, hit] of hits) if (t - hit.windowStart >= options.windowMs) hits.delete(key);
      lastSweep = t;
    }
    const key = clientKey(req.ip, options.ipv6Prefix ?? 56);
    const hit = hits.get(key);
    if (!hit || t - hit.windowStart >= options.windowMs) {
      hits.set(key, { windowStart: t, count: 1 });
      return next();
    }
    hit.count++;
    if (hit.count <= options.max) return next();
    const retryAfter = Math.ceil((hit.windowStart + options.windowMs - t) / 1000);
    res.set('Retry-After', String(Math.max(1, retryAfter)));
    sendText(res, 429, options.message);
  };
}
