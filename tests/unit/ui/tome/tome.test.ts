import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../src/engine';
import { effectBadges, tierBand, tomeContents } from '../../../../src/ui/tome/tomeData';

describe('Tome of Knowledge contents', () => {
  it('searches names and descriptions case-insensitively', () => {
    const byName = tomeContents('iRoN sWoRd');
    expect(byName.itemGroups.flatMap((g) => g.entries).map((i) => i.name)).toContain('Iron Sword');
    const spells = tomeContents('MISSILE').spells.map((s) => s.name);
    expect(spells).toEqual(['MAGIC MISSILE']);
    const monsters = tomeContents('goblin').monsterGroups;
    expect(monsters.map((g) => g.title)).toContain('Basic');
  });
  it('groups items by type, each sorted by tier, and monsters by category', () => {
    const all = tomeContents('');
    for (const group of all.itemGroups) {
      const tiers = group.entries.map((i) => i.tier);
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    }
    expect(all.monsterGroups).toHaveLength(10);
    expect(all.monsterGroups.every((g) => g.entries.length === 3)).toBe(true);
    expect(all.spells).toHaveLength(6);
  });
  it('shows only what a hero discovered when a game exists', () => {
    const state = newGame('Aria', 'seed-1');
    const contents = tomeContents('', state);
    expect(contents.spells.map((s) => s.name).sort()).toEqual([...state.discoveredSpells].sort());
    expect(contents.monsterGroups).toHaveLength(0);
  });
  it('colours tiers in four bands and labels effects', () => {
    expect([1, 5, 6, 10, 11, 15, 16, 20].map(tierBand)).toEqual([
      'common',
      'common',
      'rare',
      'rare',
      'epic',
      'epic',
      'legendary',
      'legendary',
    ]);
    expect(effectBadges({ strength: 5, health: 25 })).toEqual(['+5 STR', '+25 HP']);
  });
});
