// A shared score carries the hero's level and gold, as SPEC section 7 puts them in every share link
// ("each with score, hero name, level, gold"), beside the dungeon level and the points.
import { describe, expect, it } from 'vitest';
import { achievementMessage, shareLinks } from '../../../../src/ui/common/share';

const RUN_URL = 'https://hall.example/replay/42';

describe('achievementMessage', () => {
  it("says the hero's level and gold, grouped by thousands", () => {
    const { text } = achievementMessage(
      { heroName: 'Aria', score: 4321, dungeonLevel: 7, level: 5, gold: 12345 },
      RUN_URL,
    );
    expect(text).toBe(
      'I reached dungeon level 7 with 4,321 points in the Hall of Legends as Aria, a level 5 hero with 12,345 gold. Can you go deeper?',
    );
  });

  it('a crowned victory says them too', () => {
    const { text } = achievementMessage(
      { heroName: 'Aria', score: 1234567, dungeonLevel: 100, level: 44, gold: 1, won: true },
      RUN_URL,
    );
    expect(text).toContain('as Aria, a level 44 hero with 1 gold.');
  });

  it('every network gets the level and the gold in its text', () => {
    const links = shareLinks(
      achievementMessage({ heroName: 'Bo', score: 10, dungeonLevel: 2, level: 3, gold: 77 }, RUN_URL),
    );
    expect(new URL(links.x).searchParams.get('text')).toContain('a level 3 hero with 77 gold');
    expect(new URL(links.reddit).searchParams.get('title')).toContain('a level 3 hero with 77 gold');
  });
});
