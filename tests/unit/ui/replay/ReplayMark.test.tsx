// @vitest-environment jsdom
// Under the replay's title, a sealed or witnessed entry's mark reads as its Hall row does (the same eye
// and witnessLabel's words); an open run's replay shows none. Also what an older server's answer reads as.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ReplayMark } from '../../../../src/ui/replay/ReplayMark';
import { ServedRunSchema } from '../../../../src/shared/api';
import { SEALED_MEANING, WITNESSED_MEANING, witnessLabel } from '../../../../src/ui/hall/witnessText';
import { renderWithProviders } from '../../../support/react/renderWithProviders';

afterEach(cleanup);

const times = { runStartedAt: '2026-11-26T09:10:00Z', runLastMoveAt: '2026-11-26T09:52:30Z' };

describe('the replay page mark', () => {
  it("reads the sealed meaning with the run's start and time played, after the eye", () => {
    const marks = { witnessed: true, sealed: true, ...times };
    renderWithProviders(<ReplayMark marks={marks} />);
    const line = screen.getByTestId('replay-mark');
    expect(line.textContent?.trim()).toBe(witnessLabel(marks));
    expect(witnessLabel(marks)).toMatch(new RegExp(`^${SEALED_MEANING}\\. Began .+, played 42 min\\.$`));
    expect(line.querySelectorAll('[data-testid="witness-mark"]')).toHaveLength(1);
  });

  it('reads the witnessed meaning for a witnessed open run, and nothing for an open run', () => {
    renderWithProviders(<ReplayMark marks={{ witnessed: true, sealed: false, ...times }} />);
    expect(screen.getByTestId('replay-mark').textContent?.trim()).toMatch(
      new RegExp(`^${WITNESSED_MEANING}\\. Began `),
    );
    cleanup();
    renderWithProviders(<ReplayMark marks={{ witnessed: false, sealed: false }} />);
    expect(screen.queryByTestId('replay-mark')).toBeNull();
  });

  it("reads an older server's run, without marks, as an open run", () => {
    const served = ServedRunSchema.parse({
      playerName: 'Old',
      rulesVersion: 2,
      seed: 's',
      name: 'Old',
      actions: '',
      figures: {},
    });
    expect([served.witnessed, served.sealed]).toEqual([false, false]);
  });
});
