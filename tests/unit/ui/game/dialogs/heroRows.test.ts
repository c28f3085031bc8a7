import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../../src/engine';
import { heroRows } from '../../../../../src/ui/game/dialogs/HeroSummary';

describe('heroRows: one table of the hero figures for the portal, run-end and quit summaries', () => {
  const state = newGame('Aria', 'seed-rows');

  it("gives the quit summary's rows in its order", () => {
    expect(heroRows(state, ['hero', 'level', 'score', 'gold', 'depth', 'day', 'kills'])).toEqual([
      ['Hero', 'Aria'],
      ['Level', 1],
      ['Score', 0],
      ['Gold', 0],
      ['Dungeon level', 1],
      ['Day', 1],
      ['Monsters slain', 0],
    ]);
  });

  it('shows health and mana out of their maximum, a fallen hero at 0 health', () => {
    const fallen = { ...state, player: { ...state.player, health: -7 } };
    expect(heroRows(fallen, ['health', 'mana'])).toEqual([
      ['Health', '0/100'],
      ['Mana', '50/50'],
    ]);
  });
});
