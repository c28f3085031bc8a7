// The decision on a submission before its replay (server/scores/decide.ts): which refusal comes first,
// and what a submission that passes writes.
import { describe, expect, it } from 'vitest';
import { decideSubmission, type SubmissionFacts } from '../../../../server/scores/decide';

const mark = { startedAt: new Date('2026-11-01T00:00:00Z'), lastMoveAt: new Date('2026-11-01T01:00:00Z') };
const fresh: SubmissionFacts = {
  next: { season: '2026-Q4', secretHash: 'owner', actions: 'rrddx' },
  name: 'Alpha',
  held: null,
  nameOnBoard: false,
  witness: null,
  coupon: null,
  couponUsable: false,
};
const ownHeld = { season: '2026-Q4', secretHash: 'owner', actions: 'rrdd', playerName: 'alpha ' };

describe('the decision on a submission', () => {
  it('a new run under a free name is written as sent, with its witness', () => {
    expect(decideSubmission(fresh)).toEqual({ ok: true, coupon: null, witness: null });
    const witness = { runId: 'run1', mark };
    expect(decideSubmission({ ...fresh, witness })).toEqual({ ok: true, coupon: null, witness });
  });

  it('a name on the board is taken, unless it is the held entry its owner carries further', () => {
    expect(decideSubmission({ ...fresh, nameOnBoard: true })).toEqual({ ok: false, refusal: { code: 'name-taken' } });
    expect(decideSubmission({ ...fresh, nameOnBoard: true, held: ownHeld })).toMatchObject({ ok: true });
  });

  it("a stranger sending a held run under its name hears the name is taken, not that the run is someone's", () => {
    const strangers = { ...fresh, next: { ...fresh.next, secretHash: 'stranger' }, nameOnBoard: true, held: ownHeld };
    expect(decideSubmission(strangers)).toEqual({ ok: false, refusal: { code: 'name-taken' } });
    expect(decideSubmission({ ...strangers, name: 'Beta', nameOnBoard: false })).toEqual({
      ok: false,
      refusal: { code: 'run-not-yours' },
    });
  });

  it("the held run's refusals: an earlier season, a log not carried further", () => {
    const earlier = { ...ownHeld, season: '2026-Q3' };
    expect(decideSubmission({ ...fresh, held: earlier })).toEqual({ ok: false, refusal: { code: 'run-other-season' } });
    const same = { ...fresh, next: { ...fresh.next, actions: 'rrdd' }, held: ownHeld };
    expect(decideSubmission(same)).toEqual({ ok: false, refusal: { code: 'run-not-extended' } });
  });

  it("a seed drawn for another player's witnessed run is not yours", () => {
    expect(decideSubmission({ ...fresh, witness: 'not-yours' })).toEqual({
      ok: false,
      refusal: { code: 'run-not-yours' },
    });
  });

  it('a premium submission needs a usable coupon, checked last; the write redeems it', () => {
    expect(decideSubmission({ ...fresh, coupon: '' })).toEqual({ ok: false, refusal: { code: 'coupon-invalid' } });
    expect(decideSubmission({ ...fresh, coupon: 'HERO-1' })).toEqual({
      ok: false,
      refusal: { code: 'coupon-invalid' },
    });
    expect(decideSubmission({ ...fresh, coupon: 'HERO-1', couponUsable: true })).toEqual({
      ok: true,
      coupon: 'HERO-1',
      witness: null,
    });
    expect(decideSubmission({ ...fresh, coupon: 'HERO-1', nameOnBoard: true })).toEqual({
      ok: false,
      refusal: { code: 'name-taken' },
    });
  });
});
