// Hall of Legends reads tolerate missing fields (each takes its default) instead of failing the page.
import { describe, expect, it } from 'vitest';
import { HighScoresResponseSchema, SearchScoresResponseSchema } from '../../../src/shared/api';

const full = {
  id: '7',
  playerName: 'Bran',
  finalScore: 420,
  level: 3,
  gold: 55,
  monstersKilled: 4,
  dungeonLevel: 2,
  daysSurvived: 3,
  finalHealth: 60,
  finalMana: 30,
  finalStamina: 25,
  strength: 12,
  intelligence: 11,
  dexterity: 10,
  constitution: 13,
  spellsLearned: 3,
  itemsFound: 5,
  isPremium: true,
  completedAt: '2026-11-15T12:00:00.000Z',
  rank: 1,
  won: true,
};

describe('score reads', () => {
  it('a full entry reads unchanged', () => {
    expect(HighScoresResponseSchema.parse([full])).toEqual([full]);
  });

  it('missing figures take the defaults: Unknown, level 1, floor 1, day 1, attributes 10', () => {
    const [entry] = HighScoresResponseSchema.parse([{ id: 8, finalScore: 90, rank: 2 }]);
    expect(entry).toMatchObject({
      id: '8',
      playerName: 'Unknown',
      finalScore: 90,
      level: 1,
      dungeonLevel: 1,
      daysSurvived: 1,
      strength: 10,
      intelligence: 10,
      dexterity: 10,
      constitution: 10,
      gold: 0,
      isPremium: false,
      rank: 2,
      // An answer from a server built before victories: not won.
      won: false,
    });
  });

  it('rows without a finalScore are hidden, the others still shown', () => {
    const page = SearchScoresResponseSchema.parse({
      scores: [
        full,
        { ...full, id: '9', finalScore: undefined },
        { ...full, id: '10', playerName: '', level: 'x' },
        null,
      ],
      totalPages: 1,
      total: 3,
    });
    expect(page.scores.map((s) => [s.id, s.playerName, s.level])).toEqual([
      ['7', 'Bran', 3],
      ['10', 'Unknown', 1],
    ]);
  });
});
