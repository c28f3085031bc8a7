// @vitest-environment jsdom
// A Hall of Legends row of a run that conquered the dungeon wears a crown: drawn (no emoji font needed),
// named for screen readers; other rows have none. A board answer from a server built before victories
// (no `won`) reads as not won.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ScoreRow } from '../../../../src/ui/hall/ScoreRow';
import { CONQUERED_LABEL } from '../../../../src/ui/hall/Crown';
import { HighScoreSchema, type HighScore } from '../../../../src/shared/api';
import { renderWithProviders } from '../../../support/react/renderWithProviders';

afterEach(cleanup);

const row = {
  id: 'e7',
  playerName: 'Aria',
  finalScore: 1_234_567,
  level: 412,
  gold: 98_765,
  monstersKilled: 9_876,
  dungeonLevel: 100,
  daysSurvived: 377,
  finalHealth: 3_980,
  finalMana: 1_800,
  finalStamina: 950,
  strength: 260,
  intelligence: 40,
  dexterity: 60,
  constitution: 190,
  spellsLearned: 6,
  itemsFound: 70,
  isPremium: false,
  completedAt: '2026-11-20T10:00:00Z',
  rank: 7,
};

function show(entry: HighScore) {
  renderWithProviders(
    <ol>
      <ScoreRow entry={entry} expanded={false} onToggle={() => {}} />
    </ol>,
  );
  return screen.getByRole('button', { name: /Aria/ });
}

describe('a Hall of Legends row', () => {
  it('of a won run shows a drawn crown named "Conquered the dungeon"', () => {
    const button = show(HighScoreSchema.parse({ ...row, won: true }));
    const crown = within(button).getByRole('img', { name: CONQUERED_LABEL });
    expect(CONQUERED_LABEL).toBe('Conquered the dungeon');
    // An SVG, not a character a font must have.
    expect(crown.tagName.toLowerCase()).toBe('svg');
    expect(button.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('of any other run has no crown, and an answer without `won` reads as not won', () => {
    const old = HighScoreSchema.parse(row);
    expect(old.won).toBe(false);
    const button = show(old);
    expect(within(button).queryByRole('img', { name: CONQUERED_LABEL })).toBeNull();
    expect(HighScoreSchema.parse({ ...row, won: 'yes' }).won).toBe(false);
  });
});
