import { describe, expect, it } from 'vitest';
import { logKind } from '../../../../../src/ui/game/hud/logColour';

describe('log colours by keyword', () => {
  it('colours enemy actions red', () => {
    expect(logKind('The Goblin hits you for 5 damage!')).toBe('enemy');
    expect(logKind('You have been defeated!')).toBe('enemy');
  });
  it('colours loot amber', () => {
    expect(logKind('You found Health Potion!')).toBe('loot');
    expect(logKind('You sold Iron Sword for 20 gold.')).toBe('loot');
    expect(logKind('You defeated the Goblin! +15 experience, +10 gold.')).toBe('loot');
  });
  it('colours player actions green', () => {
    expect(logKind('You hit the Goblin for 12 damage!')).toBe('player');
    expect(logKind('You sacrifice 40 health and recover 25 stamina.')).toBe('player');
  });
  it('leaves other lines plain', () => {
    expect(logKind('A merchant greets you. Sell your wares for gold.')).toBe('loot');
    expect(logKind('Welcome, Aria! Your quest begins on dungeon level 1. Find the exit (E) to descend.')).toBe('plain');
    expect(logKind('You open the locked chest with your Silver Key and find Ruby!')).toBe('loot');
  });
});
