// The XP bar's figure: progress within the current level, from the engine (experience is never reset).
import { describe, expect, it } from 'vitest';
import { apply, levelProgress, newGame, type GameState } from '../../../src/engine';
import { goblin } from '../../support/engine/fixtures';

describe('levelProgress', () => {
  it('reads 0% for a new hero and 45% after 45 experience', () => {
    expect(levelProgress({ level: 1, experience: 0, experienceToNext: 100 })).toEqual({
      gained: 0,
      span: 100,
      percent: 0,
    });
    expect(levelProgress({ level: 1, experience: 45, experienceToNext: 100 })).toEqual({
      gained: 45,
      span: 100,
      percent: 45,
    });
  });

  it('starts each level at the previous experienceToNext: level 2 with 115 experience is 15%, not 57%', () => {
    expect(levelProgress({ level: 2, experience: 115, experienceToNext: 200 })).toEqual({
      gained: 15,
      span: 100,
      percent: 15,
    });
    // Level 20 with 1,995 experience: 95 of the 100 between 1,900 and 2,000 (the lifetime ratio would be 99%).
    expect(levelProgress({ level: 20, experience: 1995, experienceToNext: 2000 }).percent).toBe(95);
  });

  it('never leaves 0-100%, even for an edited save', () => {
    expect(levelProgress({ level: 3, experience: 120, experienceToNext: 300 }).percent).toBe(0);
    expect(levelProgress({ level: 3, experience: 450, experienceToNext: 300 }).percent).toBe(100);
    expect(levelProgress({ level: 5, experience: 30, experienceToNext: 100 })).toEqual({
      gained: 30,
      span: 100,
      percent: 30,
    });
  });

  it('drops to the start of the new level at a real level-up: 99% before, 14% after a 15-experience kill', () => {
    const s = newGame('Climber', 'xp');
    const weakling = goblin({ id: 'm-1', health: 1, maxHealth: 1, attack: 1, defense: 0, x: 1, y: 1 });
    let fight: GameState = {
      ...s,
      player: { ...s.player, experience: 99 },
      combat: { active: true, turn: 'player', monster: weakling },
    };
    expect(levelProgress(fight.player).percent).toBe(99);
    // Hits can miss: the engine's seeded dice decide; the monster (1 attack) cannot end the hero meanwhile.
    for (let i = 0; i < 40 && fight.combat.active; i++)
      fight = apply(fight, { type: fight.combat.turn === 'player' ? 'attack' : 'monsterTurn' });
    expect(fight.player.level).toBe(2);
    expect(fight.player.experience).toBe(114);
    expect(levelProgress(fight.player)).toEqual({ gained: 14, span: 100, percent: 14 });
  });
});
