// Coupons over real HTTP: valid, invalid, expired, used up, revoked; premium entries; rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HighScore } from '../../src/shared/api';
import { startApp, type TestServer } from '../support/server/process';
import { getJson, postJson } from '../support/server/http';
import { verifiedSubmission } from '../support/engine/runs';
import { CouponsService } from '../../server/coupons/service';

let server: TestServer;
let coupons: CouponsService;
beforeAll(async () => {
  server = await startApp({ now: '2026-11-15T12:00:00Z' });
  coupons = new CouponsService(server.repos.coupons, () => new Date('2026-11-01T00:00:00Z'));
  await coupons.create({ code: 'GOLDEN' });
  await coupons.create({ code: 'EXPIRES-SOON', expiresAt: new Date('2026-11-15T11:59:59Z') });
  await coupons.create({ code: 'LATER', expiresAt: new Date('2026-12-31T00:00:00Z') });
  await coupons.create({ code: 'ONCE', maxUses: 1 });
  await coupons.create({ code: 'REVOKED' });
  await server.repos.coupons.revoke('REVOKED');
});
afterAll(() => server.stop());

const validate = (code: unknown) => postJson(`${server.url}/api/validate-coupon`, { code });

describe('POST /api/validate-coupon', () => {
  it.each([
    ['a stored coupon', 'GOLDEN', true],
    ['trimmed, any case', '  golden ', true],
    ['not expired yet', 'LATER', true],
    ['unknown', 'NOPE', false],
    ['expired', 'EXPIRES-SOON', false],
    ['revoked', 'REVOKED', false],
    ['empty', '', false],
  ])('%s (%s) -> { valid: %s }', async (_label, code, valid) => {
    const res = await validate(code);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ valid });
  });
  it('refuses a code over 50 characters or a missing code with 400 text', async () => {
    const long = await validate('X'.repeat(51));
    expect(long.status).toBe(400);
    expect(long.text).toMatch(/at most 50 characters/);
    expect((await postJson(`${server.url}/api/validate-coupon`, {})).status).toBe(400);
  });
});

describe('premium entries', () => {
  it('a valid coupon makes the entry premium', async () => {
    const res = await postJson(`${server.url}/api/game-stats`, {
      ...verifiedSubmission('Premia', 'p', 30),
      isPremium: true,
      couponCode: 'golden',
    });
    expect(res.status).toBe(201);
    expect((JSON.parse(res.text) as HighScore).isPremium).toBe(true);
    const board = (await getJson<HighScore[]>(`${server.url}/api/high-scores`)).json;
    expect(board.find((e) => e.playerName === 'Premia')?.isPremium).toBe(true);
  });
  it('without premium the entry is basic even with a coupon field', async () => {
    const res = await postJson(`${server.url}/api/game-stats`, {
      ...verifiedSubmission('Basica', 'b', 30),
      couponCode: 'GOLDEN',
    });
    expect((JSON.parse(res.text) as HighScore).isPremium).toBe(false);
  });
  it('an invalid or expired coupon is refused with "Invalid or expired coupon code" and nothing is stored', async () => {
    for (const code of ['NOPE', 'EXPIRES-SOON', undefined]) {
      const res = await postJson(`${server.url}/api/game-stats`, {
        ...verifiedSubmission('Cheapo', 'c', 30),
        isPremium: true,
        couponCode: code,
      });
      expect(res.status).toBe(400);
      expect(res.text).toBe('Invalid or expired coupon code');
    }
    expect((await getJson(`${server.url}/api/check-player-name/Cheapo`)).json).toEqual({ exists: false });
  });
  it('a coupon with one use is used up by the first premium entry', async () => {
    expect(JSON.parse((await validate('ONCE')).text)).toEqual({ valid: true });
    const first = await postJson(`${server.url}/api/game-stats`, {
      ...verifiedSubmission('Onceler', 'o', 30),
      isPremium: true,
      couponCode: 'ONCE',
    });
    expect(first.status).toBe(201);
    expect(JSON.parse((await validate('ONCE')).text)).toEqual({ valid: false });
    const second = await postJson(`${server.url}/api/game-stats`, {
      ...verifiedSubmission('Twicer', 't', 30),
      isPremium: true,
      couponCode: 'ONCE',
    });
    expect(second.status).toBe(400);
    expect(second.text).toBe('Invalid or expired coupon code');
    expect((await server.repos.coupons.list()).find((c) => c.code === 'ONCE')?.uses).toBe(1);
  });
  it('a refused submission does not use up the coupon', async () => {
    await coupons.create({ code: 'KEEPME', maxUses: 1 });
    const body = { ...verifiedSubmission('Keeper', 'k', 30), isPremium: true, couponCode: 'KEEPME' };
    const forged = await postJson(`${server.url}/api/game-stats`, { ...body, finalScore: body.finalScore + 1 });
    expect(forged.status).toBe(422);
    expect(JSON.parse((await validate('KEEPME')).text)).toEqual({ valid: true });
  });
});

describe('rate limits per client', () => {
  it('answer 429 with a clear text once the window is used up', async () => {
    const limited = await startApp({
      config: { RATE_LIMIT_ENABLED: true, RATE_LIMIT_COUPON_MAX: 3, RATE_LIMIT_SUBMIT_MAX: 2 },
    });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await postJson(`${limited.url}/api/validate-coupon`, { code: 'X' })).status);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await postJson(`${limited.url}/api/validate-coupon`, { code: 'X' });
      expect(res.text).toBe('Too many coupon checks. Please wait a minute and try again.');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const submits = [];
      for (let i = 0; i < 3; i++) submits.push(await postJson(`${limited.url}/api/game-stats`, {}));
      expect(submits.map((r) => r.status)).toEqual([400, 400, 429]);
      expect(submits[2].text).toBe('Too many score submissions. Please wait a minute and try again.');
      // Reads are not limited.
      expect((await getJson(`${limited.url}/api/high-scores`)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
