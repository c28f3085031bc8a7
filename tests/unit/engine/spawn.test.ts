import { describe, expect, it } from 'vitest';
import { MONSTER_TEMPLATES } from '../../../src/engine/data';
import { monsterPool, monsterWeight, pickMonsterTemplate } from '../../../src/engine/dungeon/spawn';
import { diceFrom } from '../../../src/engine/rng/dice';

/** Every template the pick can return on a level, found by trying every roll. */
function possible(level: number): Set<string> {
  const names = new Set<string>();
  for (let roll = 1; ; roll++) {
    let overshoot = false;
    const dice = diceFrom((min, max) => {
      if (roll > max) overshoot = true;
      return Math.min(Math.max(roll, min), max);
    });
    const template = pickMonsterTemplate(dice, level);
    if (overshoot) return names;
    names.add(template.name);
  }
}

describe('monster pick (SPEC 9: tier ceil(level/10), capped at 10, every tier up to it possible)', () => {
  it('never draws a monster above the level tier', () => {
    for (let level = 1; level <= 100; level++) {
      const cap = Math.min(10, Math.ceil(level / 10));
      for (const name of possible(level)) {
        expect(MONSTER_TEMPLATES.find((t) => t.name === name)!.tier).toBeLessThanOrEqual(cap);
      }
    }
  });

  it('level 1 holds only Goblins; a new tier opens rarely and grows in over the next levels', () => {
    expect([...possible(1)]).toEqual(['Goblin']);
    expect(possible(10).has('Orc Warrior')).toBe(false);
    const orcShare = (level: number) => {
      const pool = monsterPool(level);
      const total = pool.reduce((sum, _, i) => sum + monsterWeight(i, level), 0);
      return monsterWeight(pool.findIndex((t) => t.name === 'Orc Warrior'), level) / total;
    };
    expect(orcShare(11)).toBeGreaterThan(0);
    expect(orcShare(11)).toBeLessThan(0.1);
    expect(orcShare(14)).toBeGreaterThan(orcShare(11));
    expect(orcShare(20)).toBeGreaterThan(0.15);
  });

  it('old monsters fade out: no Goblins on level 30, every level has some monster', () => {
    expect(possible(30).has('Goblin')).toBe(false);
    for (let level = 1; level <= 120; level++) expect(possible(level).size).toBeGreaterThan(0);
  });
});
