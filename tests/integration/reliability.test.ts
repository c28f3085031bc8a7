// The short reliability suites (docs/RELIABILITY.md) that run in `npm test`: crash durability (3 kills), load (~5 s)
// with rate limits, 2,000 bad requests, every forgery kind, and headers. `npm run soak` runs the long ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCrashSuite } from '../reliability/crash';
import { runLoadSuite, runRateLimitSuite } from '../reliability/load';
import { runBadInputSuite } from '../reliability/badInput';
import { runForgerySuite } from '../reliability/forgery';
import { runHeadersSuite } from '../reliability/headers';
import { startApp, type TestServer } from '../support/server/process';

describe('crash durability: SIGKILL mid-stream, restart on the same file', () => {
  it('keeps every 201 exactly once and a sound file over 3 kills', async () => {
    const f = await runCrashSuite(3);
    expect(f.created).toBeGreaterThan(0);
    expect(f.missing201).toEqual([]);
    expect(f.duplicates).toEqual([]);
    expect(f.storedWithout201).toEqual([]);
    expect(f.integrity.every((r) => r === 'ok')).toBe(true);
    // Stored = answered 201 plus at most the requests in flight at each kill (4 lanes).
    expect(f.storedRows - f.created).toBeLessThanOrEqual(4 * f.repeats);
  }, 120_000);
});

describe('load on loopback', () => {
  it('a 5 s mixed workload: no 5xx, no dropped connection, stored entries equal the 201s', async () => {
    const f = await runLoadSuite(5, 16, 400);
    expect(f.requests).toBeGreaterThan(100);
    expect(f.status5xx).toBe(0);
    expect(f.dropped).toBe(0);
    expect(f.unexpected).toEqual([]);
    expect(f.created).toBeGreaterThan(0);
    expect(f.storedRows).toBe(f.created);
  }, 120_000);

  it('with rate limits on, abusers get 429 with Retry-After and polite clients are unaffected', async () => {
    const f = await runRateLimitSuite(3, 20);
    // Per abuser: 60 coupon checks over the 30 allowed and 60 submissions over the 10 allowed.
    expect(f.abusive.limited).toBe(3 * (30 + 50));
    expect(f.abusive.retryAfter).toBe(true);
    expect(f.abusive.message).toBe(true);
    expect(f.polite.limited).toBe(0);
    expect(f.polite.failed).toEqual([]);
    expect(f.polite.created).toBe(40);
  }, 120_000);
});

describe('bad input', () => {
  it('2,000 generated bad requests over every call: clear 4xx texts, nothing forged stored, server fine after', async () => {
    const f = await runBadInputSuite(2_000);
    expect(f.status5xx).toEqual([]);
    expect(f.dropped).toEqual([]);
    expect(f.unclear4xx).toEqual([]);
    expect(f.wrongSuccess).toEqual([]);
    expect(f.storedAfter).toBe(f.created + 1);
    expect(f.oversized413).toBe(3);
    expect(f.serverAlive).toBe(true);
    expect(f.healthyAfter).toBe(true);
  }, 120_000);
});

describe('forgery and headers on the real app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApp();
  });
  afterAll(() => server.stop());

  it('refuses every forged submission and accepts the honest control run', async () => {
    const f = await runForgerySuite(server.url);
    expect(f.accepted).toEqual([]);
    expect(f.refused).toBe(f.forged);
    expect(f.forged).toBeGreaterThanOrEqual(60);
    expect(f.controlAccepted).toBe(true);
    expect(f.storedAfter).toBe(2);
  }, 60_000);

  it('puts the security headers on every kind of answer and its body limit on every write', async () => {
    const f = await runHeadersSuite(server.url, '/assets/index-abc123.js');
    expect(f.missing).toEqual([]);
    expect(f.bodyLimitChecked).toBe(2);
    expect(f.bodyLimit413).toBe(f.bodyLimitChecked);
  });
});
