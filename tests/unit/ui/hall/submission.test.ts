// The inscription carries the run's secret when the run has one, so the server lets this run (and
// only its holder) carry its entry further; a run from before secrets sends none.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../src/engine';
import { buildSubmission } from '../../../../src/ui/hall/submission';

const SECRET = 'q3_Zx-7Kd0Vw9LmNpQrStUvWxYz0123456789AbCdEf';

describe('buildSubmission', () => {
  it('sends the run secret of a run that has one', () => {
    const body = buildSubmission({ ...newGame('Keeper', 'seed-k'), runSecret: SECRET }, null);
    expect(body.runSecret).toBe(SECRET);
    expect(body.playerName).toBe('Keeper');
  });

  it('leaves the field out for a run without one', () => {
    const body = buildSubmission(newGame('Keeper', 'seed-k'), 'COUPON', ' Other ');
    expect('runSecret' in body).toBe(false);
    expect(body).toMatchObject({ playerName: 'Other', isPremium: true, couponCode: 'COUPON' });
  });
});
