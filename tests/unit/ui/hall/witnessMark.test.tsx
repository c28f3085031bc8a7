// @vitest-environment jsdom
// A witnessed entry's row wears a small drawn eye whose name says what it means, when the run began
// and how long it was played; other rows have none. The words of the label, word for word.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ScoreRow } from '../../../../src/ui/hall/ScoreRow';
import { HighScoreSchema, type HighScore } from '../../../../src/shared/api';
import { playedFor, witnessLabel, WITNESSED_MEANING } from '../../../../src/ui/hall/witnessText';
import { renderWithProviders } from '../../../support/react/renderWithProviders';

afterEach(cleanup);

const row = {
  id: 'w1',
  playerName: 'Vesna',
  finalScore: 4_200,
  dungeonLevel: 4,
  rank: 2,
  completedAt: '2026-11-26T10:00:00Z',
};

function show(entry: HighScore) {
  renderWithProviders(
    <ol>
      <ScoreRow entry={entry} expanded={false} onToggle={() => {}} />
    </ol>,
  );
  return screen.getByRole('button', { name: /Vesna/ });
}

describe('the witnessed mark', () => {
  it('is a drawn eye named by its meaning, start and time played', () => {
    const entry = HighScoreSchema.parse({
      ...row,
      witnessed: true,
      runStartedAt: '2026-11-26T09:10:00Z',
      runLastMoveAt: '2026-11-26T09:52:30Z',
    });
    const mark = within(show(entry)).getByRole('img', { name: /^Witnessed: every move reached the server/ });
    expect(mark.tagName.toLowerCase()).toBe('svg');
    const label = mark.getAttribute('aria-label')!;
    expect(label.startsWith(`${WITNESSED_MEANING}. Began Nov 26, 2026, `)).toBe(true);
    expect(label.endsWith(', played 42 min.')).toBe(true);
  });

  it("is absent from an entry not witnessed, and from an older server's answer", () => {
    const button = show(HighScoreSchema.parse(row));
    expect(within(button).queryByTestId('witness-mark')).toBeNull();
  });

  it('says only its meaning when the times are unknown', () => {
    expect(witnessLabel({})).toBe('Witnessed: every move reached the server as it was played.');
  });

  it('writes durations in minutes, then hours', () => {
    expect(playedFor('2026-11-26T09:00:00Z', '2026-11-26T09:00:40Z')).toBe('under a minute');
    expect(playedFor('2026-11-26T09:00:00Z', '2026-11-26T12:05:00Z')).toBe('3 h 05 min');
    expect(playedFor('bad', '2026-11-26T12:05:00Z')).toBeNull();
  });
});
