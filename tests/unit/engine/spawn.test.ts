import { describe, expect, it } from 'vitest';
import { monsterPool, pickMonsterTemplate } from '../../../src/engine/dungeon/spawn';
import { diceFrom } from '../../../src/engine/rng/dice';
import { RULES_VERSION, rulesFor, type RulesProfile } from '../../../src/engine/versions/profiles';

const VERSION_1 = rulesFor(1)!;
const CURRENT = rulesFor(RULES_VERSION)!;

/** Every template the pick can return on a level, found by trying every roll. */
function possible(level: number, rules: RulesProfile): Set<string> {
  const names = new Set<string>();
  for (let roll = 1; ; roll++) {
    let overshoot = false;
    const dice = diceFrom((min, max) => {
      if (roll > max) overshoot = true;
      return Math.min(Math.max(roll, min), max);
    });
    const template = pickMonsterTemplate(dice, level, rules);
    if (overshoot) return names;
    names.add(template.name);
  }
}

/** Share of a template among the weights of a level. */
function share(name: string, level: number, rules: RulesProfile): number {
  const pool = monsterPool(rules, level);
  const total = pool.reduce((sum, _, i) => sum + rules.monsterWeight(i, level), 0);
  return (
    rules.monsterWeight(
      pool.findIndex((t) => t.name === name),
      level,
    ) / total
  );
}

describe('monster pick (tier ceil(level/10), capped at 10, every tier up to it possible)', () => {
  it.each([1, RULES_VERSION])('rules version %i never draws a monster above the level tier', (version) => {
    const rules = rulesFor(version)!;
    for (let level = 1; level <= 100; level++) {
      const cap = Math.min(10, Math.ceil(level / 10));
      for (const name of possible(level, rules)) {
        expect(rules.monsters.find((t) => t.name === name)!.tier).toBeLessThanOrEqual(cap);
      }
    }
  });

  it('current rules: every template of every allowed tier can appear on every level', () => {
    for (let level = 1; level <= 100; level++) {
      const cap = Math.min(10, Math.ceil(level / 10));
      const expected = CURRENT.monsters.filter((t) => t.tier <= cap).map((t) => t.name);
      expect([...possible(level, CURRENT)].sort()).toEqual([...expected].sort());
    }
  });

  it('current rules: floors 1-2 hold all three tier-1 monsters, the Rat most, the Skeleton least', () => {
    for (const level of [1, 2]) {
      expect(share('Rat', level, CURRENT)).toBeGreaterThan(share('Goblin', level, CURRENT));
      expect(share('Goblin', level, CURRENT)).toBeGreaterThan(share('Skeleton', level, CURRENT));
      expect(share('Skeleton', level, CURRENT)).toBeGreaterThan(0);
    }
    // The stronger names grow in over the tier's ten levels.
    expect(share('Skeleton', 10, CURRENT)).toBeGreaterThan(share('Skeleton', 1, CURRENT));
  });

  it('current rules: a new tier holds at least half the monsters of its first level; older tiers stay possible', () => {
    const tierShare = (tier: number, level: number) =>
      CURRENT.monsters.filter((t) => t.tier === tier).reduce((sum, t) => sum + share(t.name, level, CURRENT), 0);
    expect(tierShare(2, 11)).toBeGreaterThanOrEqual(0.5);
    expect(tierShare(1, 11)).toBeGreaterThan(0.2);
    expect(tierShare(1, 95)).toBeGreaterThan(0);
  });

  it('version 1 as shipped: level 1 holds only Goblins; a new tier opens rarely and grows in', () => {
    expect([...possible(1, VERSION_1)]).toEqual(['Goblin']);
    expect(possible(10, VERSION_1).has('Orc Warrior')).toBe(false);
    expect(share('Orc Warrior', 11, VERSION_1)).toBeGreaterThan(0);
    expect(share('Orc Warrior', 11, VERSION_1)).toBeLessThan(0.1);
    expect(share('Orc Warrior', 14, VERSION_1)).toBeGreaterThan(share('Orc Warrior', 11, VERSION_1));
    expect(share('Orc Warrior', 20, VERSION_1)).toBeGreaterThan(0.15);
    expect(possible(30, VERSION_1).has('Goblin')).toBe(false);
    for (let level = 1; level <= 120; level++) expect(possible(level, VERSION_1).size).toBeGreaterThan(0);
  });
});

describe('monster weights are remembered per rules profile, not per version number', () => {
  it('a profile with the same version but other weights draws by its own weights', () => {
    // Fill the remembered weights of floor 1 under the current rules first.
    expect(possible(1, CURRENT)).toEqual(new Set(['Rat', 'Goblin', 'Skeleton']));
    const onlyLast: RulesProfile = {
      ...CURRENT,
      monsterWeight: (index, level) => (index === monsterPool(CURRENT, level).length - 1 ? 1 : 0),
    };
    expect(possible(1, onlyLast)).toEqual(new Set([monsterPool(CURRENT, 1).at(-1)!.name]));
    expect(possible(1, CURRENT)).toEqual(new Set(['Rat', 'Goblin', 'Skeleton']));
  });
});
