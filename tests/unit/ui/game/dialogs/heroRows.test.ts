import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../../src/engine';
import { heroRows } from '../../../../../src/ui/game/dialogs/HeroSummary';

describe('heroRows: one table of the hero figures for the portal, run-end and quit summaries', () => {
  const state = newGame('Aria', 'seed-rows');

  it("gives the quit summary's rows in its order", () => {
    expect(heroRows(state, ['hero', 'level', 'score', 'gold', 'depth', 'day', 'kills'])).toEqual([
      ['Hero', 'Aria'],
      ['Level', '1'],
      ['Score', '0'],
      ['Gold', '0'],
      ['Dungeon level', '1'],
      ['Day', '1'],
      ['Monsters slain', '0'],
    ]);
  });

  it('groups the thousands of a deep hero: seven-figure scores and gold read at a glance', () => {
    const deep = {
      ...state,
      score: 4872228,
      player: { ...state.player, level: 5533, gold: 112535074, health: 25655, maxHealth: 55420 },
    };
    expect(heroRows(deep, ['level', 'score', 'gold', 'health'])).toEqual([
      ['Level', '5,533'],
      ['Score', '4,872,228'],
      ['Gold', '112,535,074'],
      ['Health', '25,655/55,420'],
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
