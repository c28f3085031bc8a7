// The contract of the coupon repository (server/coupons/repository.ts), passed by its SQLite and
// MongoDB implementations alike: creation once per code, usability at a time, a conditional use.
import { describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/types';
import { freshRepositories } from '../support/server/freshRepositories';

const NOW = new Date('2026-11-10T00:00:00Z');

/** Registers the suite for the coupons of a store made by `open` (a fresh, empty store). */
export function couponRepositoryContract(label: string, open: () => Promise<Store>, skip = false): void {
  describe.skipIf(skip)(`${label} coupon repository contract`, () => {
    const repos = freshRepositories(open);

    it('creates a code once; usable until its expiry (exclusive), not once revoked', async () => {
      expect(await repos.coupons.create({ code: 'C1', expiresAt: null, maxUses: 1, createdAt: NOW })).toBe(true);
      expect(await repos.coupons.create({ code: 'C1', expiresAt: null, maxUses: 5, createdAt: NOW })).toBe(false);
      await repos.coupons.create({
        code: 'OLD',
        expiresAt: new Date('2026-11-09T00:00:00Z'),
        maxUses: null,
        createdAt: NOW,
      });
      expect(await repos.coupons.isUsable('C1', NOW)).toBe(true);
      expect(await repos.coupons.isUsable('NONE', NOW)).toBe(false);
      expect(await repos.coupons.isUsable('OLD', NOW)).toBe(false);
      expect(await repos.coupons.isUsable('OLD', new Date('2026-11-09T00:00:00Z'))).toBe(false);
      expect(await repos.coupons.isUsable('OLD', new Date('2026-11-08T00:00:00Z'))).toBe(true);
      expect(await repos.coupons.revoke('OLD')).toBe(true);
      expect(await repos.coupons.revoke('NONE')).toBe(false);
      expect(await repos.coupons.isUsable('OLD', new Date('2026-11-08T00:00:00Z'))).toBe(false);
      expect((await repos.coupons.list()).map((c) => [c.code, c.uses, c.revoked, c.maxUses, c.expiresAt])).toEqual([
        ['C1', 0, false, 1, null],
        ['OLD', 0, true, null, new Date('2026-11-09T00:00:00Z')],
      ]);
    });

    it('takes a use only while usable, of ten asked at once exactly the uses left; a use given back can be taken again', async () => {
      await repos.coupons.create({ code: 'THREE', expiresAt: null, maxUses: 3, createdAt: NOW });
      const taken = await Promise.all(Array.from({ length: 10 }, () => repos.coupons.redeem('THREE', NOW)));
      expect(taken.filter(Boolean)).toHaveLength(3);
      expect(await repos.coupons.isUsable('THREE', NOW)).toBe(false);
      await repos.coupons.release('THREE');
      expect(await repos.coupons.isUsable('THREE', NOW)).toBe(true);
      expect(await repos.coupons.redeem('THREE', NOW)).toBe(true);
      expect(await repos.coupons.redeem('THREE', NOW)).toBe(false);
      expect(await repos.coupons.redeem('OLD', new Date('2026-11-08T00:00:00Z'))).toBe(false);
      expect(await repos.coupons.redeem('NONE', NOW)).toBe(false);
      await repos.coupons.create({ code: 'ENDLESS', expiresAt: null, maxUses: null, createdAt: NOW });
      for (let i = 0; i < 5; i++) expect(await repos.coupons.redeem('ENDLESS', NOW)).toBe(true);
      const uses = Object.fromEntries((await repos.coupons.list()).map((c) => [c.code, c.uses]));
      expect(uses).toMatchObject({ THREE: 3, ENDLESS: 5, OLD: 0 });
    });
  });
}
