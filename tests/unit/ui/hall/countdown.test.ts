import { describe, expect, it } from 'vitest';
import { RESET_IN_PROGRESS, resetCountdown, seasonLabel } from '../../../../src/ui/hall/countdown';

describe('season countdown', () => {
  it('counts days, hours and minutes to the next quarter (UTC)', () => {
    expect(resetCountdown(new Date('2026-09-29T21:30:00Z'))).toBe('1d 2h 30m');
    expect(seasonLabel(new Date('2026-09-29T21:30:00Z'))).toBe('Season 2026-Q3');
  });
  it("reads 'Reset in progress...' at the turn of the season", () => {
    expect(resetCountdown(new Date('2026-12-31T23:59:30Z'))).toBe(RESET_IN_PROGRESS);
    expect(RESET_IN_PROGRESS).toBe('Reset in progress...');
  });
});
