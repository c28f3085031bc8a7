import { describe, expect, it } from 'vitest';
import { monsterPool, pickMonsterTemplate } from '../../../../src/engine/dungeon/spawn';
import { diceFrom } from '../../../../src/engine/rng/dice';
import { RULES_VERSION, rulesFor, type RulesProfile } from '../../../../src/engine/versions/profiles';

const VERSION_1 = rulesFor(1)!;
const VERSION_2 = rulesFor(2)!;
const VERSION_3 = rulesFor(3)!;
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
  it.each([1, 2, 3])('rules version %i never draws a monster above the level tier', (version) => {
    const rules = rulesFor(version)!;
    for (let level = 1; level <= 100; level++) {
      const cap = Math.min(10, Math.ceil(level / 10));
      for (const name of possible(level, rules)) {
        expect(rules.monsters.find((t) => t.name === name)!.tier).toBeLessThanOrEqual(cap);
      }
    }
  });

  it.each([2, 3])('rules version %i: every template of every allowed tier can appear on levels 1-100', (version) => {
    const rules = rulesFor(version)!;
    for (let level = 1; level <= 100; level++) {
      const cap = Math.min(10, Math.ceil(level / 10));
      const expected = rules.monsters.filter((t) => t.tier <= cap).map((t) => t.name);
      expect([...possible(level, rules)].sort()).toEqual([...expected].sort());
      rules.monsters.forEach((t, i) => {
        if (t.tier <= cap) expect(rules.monsterWeight(i, level)).toBeGreaterThan(0);
        else expect(rules.monsterWeight(i, level)).toBe(0);
      });
    }
  });

  it('current rules: floor 1 holds no Skeleton; floor 2 all three tier-1 monsters, the Rat most, the Skeleton least', () => {
    expect(possible(1, CURRENT)).toEqual(new Set(['Rat', 'Goblin']));
    expect(share('Rat', 1, CURRENT)).toBeGreaterThan(share('Goblin', 1, CURRENT));
    expect(share('Rat', 2, CURRENT)).toBeGreaterThan(share('Goblin', 2, CURRENT));
    expect(share('Goblin', 2, CURRENT)).toBeGreaterThan(share('Skeleton', 2, CURRENT));
    expect(share('Skeleton', 2, CURRENT)).toBeGreaterThan(0);
    // The stronger names grow in over the tier's ten levels.
    expect(share('Skeleton', 10, CURRENT)).toBeGreaterThan(share('Skeleton', 1, CURRENT));
  });

  it('version 2: a new tier holds at least half the monsters of its first level; older tiers stay possible', () => {
    const tierShare = (tier: number, level: number) =>
      VERSION_2.monsters.filter((t) => t.tier === tier).reduce((sum, t) => sum + share(t.name, level, VERSION_2), 0);
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

/** The weights of every template a level allows under a profile, by name. */
function weights(level: number, rules: RulesProfile): Record<string, number> {
  return Object.fromEntries(monsterPool(rules, level).map((t, i) => [t.name, rules.monsterWeight(i, level)]));
}

describe('version 3 weights (ten-thousandths; src/engine/README.md, "Dungeon generation")', () => {
  it('floors 1-10 hold only tier 1: the Rat gives way to the Goblin, the Skeleton grows in from 1%', () => {
    expect(weights(1, VERSION_3)).toEqual({ Goblin: 4300, Skeleton: 100, Rat: 5600 });
    expect(weights(5, VERSION_3)).toEqual({ Goblin: 5100, Skeleton: 350, Rat: 4400 });
    expect(weights(6, VERSION_3)).toEqual({ Goblin: 5300, Skeleton: 250, Rat: 4200 });
    expect(weights(10, VERSION_3)).toEqual({ Goblin: 6100, Skeleton: 450, Rat: 3400 });
  });

  it('a new tier opens with its weakest name; the tier below stays, its deadliest name at 5', () => {
    expect(weights(11, VERSION_3)).toEqual({
      Goblin: 600,
      Skeleton: 5,
      Rat: 600,
      'Orc Warrior': 1300,
      'Dark Mage': 14,
      Wolf: 5900,
    });
    expect(weights(15, VERSION_3)).toMatchObject({ Rat: 600, 'Orc Warrior': 2200, 'Dark Mage': 22, Wolf: 5000 });
    // The band start (level scaling jumps by a quarter's step): the middle name steps back, the tier below's weakest grows.
    expect(weights(16, VERSION_3)).toMatchObject({ Rat: 1200, 'Orc Warrior': 1500, 'Dark Mage': 20, Wolf: 5100 });
    expect(weights(20, VERSION_3)).toMatchObject({ Rat: 800, 'Orc Warrior': 2100, 'Dark Mage': 28, Wolf: 4700 });
  });

  it('older tiers keep 40 for their weakest and middle names and 2 for their deadliest', () => {
    expect(weights(21, VERSION_3)).toMatchObject({ Goblin: 40, Rat: 40, Skeleton: 2, Troll: 1300, Wyvern: 12 });
    expect(weights(31, VERSION_3)).toMatchObject({ 'Dark Mage': 2, Troll: 600, Wyvern: 5, Minotaur: 5900, Lich: 20 });
    expect(weights(55, VERSION_3)).toMatchObject({ 'Void Beast': 5000, Titan: 2200, Phoenix: 63, 'Ancient Dragon': 5 });
  });

  it('the deadliest name of the newest tier weighs its tier base x the ramp: 20 x 0.7 .. 117 x 1.4', () => {
    const deadliestOf = (tier: number) =>
      [...VERSION_3.monsters.filter((t) => t.tier === tier)].sort(
        (a, b) => a.baseHealth * a.baseAttack - b.baseHealth * b.baseAttack,
      )[2].name;
    const first = [2, 3, 4, 5, 6, 7, 8, 9, 10].map((tier) => weights(10 * tier - 9, VERSION_3)[deadliestOf(tier)]);
    const last = [2, 3, 4, 5, 6, 7, 8, 9, 10].map((tier) => weights(10 * tier, VERSION_3)[deadliestOf(tier)]);
    expect(first).toEqual([14, 12, 20, 29, 40, 50, 61, 71, 82]);
    expect(last).toEqual([28, 24, 39, 59, 80, 101, 122, 143, 164]);
    expect(weights(100, VERSION_3)).toMatchObject({
      'The Destroyer': 4700,
      "Creation's End": 2100,
      'Alpha & Omega': 164,
    });
  });
});

describe('monster weights are remembered per rules profile, not per version number', () => {
  it('a profile with the same version but other weights draws by its own weights', () => {
    // Fill the remembered weights of floor 1 under the current rules first.
    expect(possible(1, CURRENT)).toEqual(new Set(['Rat', 'Goblin']));
    const onlyLast: RulesProfile = {
      ...CURRENT,
      monsterWeight: (index, level) => (index === monsterPool(CURRENT, level).length - 1 ? 1 : 0),
    };
    expect(possible(1, onlyLast)).toEqual(new Set([monsterPool(CURRENT, 1).at(-1)!.name]));
    expect(possible(1, CURRENT)).toEqual(new Set(['Rat', 'Goblin']));
  });
});
