// The rule for a run already on a board (server/runLog/carry.ts): only its owner carries it further, in
// its first season, with a longer log; a premium entry carried further stays premium and uses no coupon.
import { describe, expect, it } from 'vitest';
import { carryRefusal, entryWrite, extendsLog, type HeldRun } from '../../../../server/runLog/carry';

const held: HeldRun = { season: '2026-Q4', secretHash: 'owner', actions: 'rrdd' };

describe('carrying a held run further', () => {
  it('a log extends the stored one only when the stored log is a strict prefix', () => {
    expect(extendsLog('rrdd', 'rrddx')).toBe(true);
    expect(extendsLog('rrdd', 'rrdd')).toBe(false);
    expect(extendsLog('rrdd', 'rrd')).toBe(false);
    expect(extendsLog('rrdd', 'rrdl')).toBe(false);
    // An entry stored before logs were kept cannot be shown to be carried further.
    expect(extendsLog('', 'rrdd')).toBe(false);
  });

  it('the owner carries it further in its season', () => {
    expect(carryRefusal(held, { ...held, actions: 'rrddx' })).toBeNull();
  });

  it('ownership is decided first: a stranger learns nothing of the held log', () => {
    expect(carryRefusal(held, { ...held, secretHash: 'stranger', actions: 'rrddx' })).toBe('not-yours');
    expect(carryRefusal(held, { ...held, secretHash: 'stranger', actions: 'rr', season: '2027-Q1' })).toBe('not-yours');
    expect(carryRefusal({ ...held, secretHash: null }, { ...held, secretHash: null, actions: 'rrddx' })).toBe(
      'not-yours',
    );
  });

  it('then the season, then the log', () => {
    expect(carryRefusal(held, { ...held, season: '2027-Q1', actions: 'rrddx' })).toBe('other-season');
    expect(carryRefusal(held, { ...held, season: '2027-Q1', actions: 'rr' })).toBe('other-season');
    expect(carryRefusal(held, held)).toBe('not-extended');
  });
});

describe('the write an entry makes', () => {
  const next = { ...held, actions: 'rrddx', isPremium: false };

  it('a new run is inserted, premium when it comes with a coupon, which it uses', () => {
    expect(entryWrite(null, next, false)).toEqual({ ok: true, replaces: false, isPremium: false, useCoupon: false });
    expect(entryWrite(null, { ...next, isPremium: true }, true)).toEqual({
      ok: true,
      replaces: false,
      isPremium: true,
      useCoupon: true,
    });
  });

  it('a premium entry carried further stays premium and does not use a coupon again', () => {
    const premium = { ...held, isPremium: true };
    expect(entryWrite(premium, next, false)).toEqual({ ok: true, replaces: true, isPremium: true, useCoupon: false });
    expect(entryWrite(premium, { ...next, isPremium: true }, true)).toEqual({
      ok: true,
      replaces: true,
      isPremium: true,
      useCoupon: false,
    });
  });

  it('a plain entry carried further with a coupon becomes premium and uses it', () => {
    expect(entryWrite({ ...held, isPremium: false }, { ...next, isPremium: true }, true)).toEqual({
      ok: true,
      replaces: true,
      isPremium: true,
      useCoupon: true,
    });
  });

  it("is refused with the carry rule's reason", () => {
    expect(entryWrite({ ...held, isPremium: true }, { ...next, secretHash: 'stranger' }, true)).toEqual({
      ok: false,
      reason: 'not-yours',
    });
  });
});
