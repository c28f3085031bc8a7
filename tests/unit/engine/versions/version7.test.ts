// Rules version 7: the middle names of tiers 4 and 5 gentler, so a hero at the level the falloff holds meets
// a slope through floors 31-50, not a wall.
import { describe, expect, it } from 'vitest';
import { createMonster } from '../../../../src/engine/dungeon/spawn';
import { rulesFor } from '../../../../src/engine/versions/profiles';
import { expectShipped } from '../../../support/engine/shipped';

const V7 = 7;
const rules = rulesFor(V7)!;
const six = rulesFor(6)!;
const byName = (profile: typeof rules, name: string) => profile.monsters.find((t) => t.name === name)!;

describe('version 7: the middle of the dungeon eased', () => {
  it("is version 6's rules but for two monsters' health and attack", () => {
    const { version, monsters, monsterWeight, ...rest } = rules;
    const { version: previous, monsters: before, monsterWeight: weightBefore, ...same } = six;
    expect([version, previous]).toEqual([7, 6]);
    expect(rest).toEqual(same);
    const changed = monsters.filter((template, i) => JSON.stringify(template) !== JSON.stringify(before[i]));
    expect(changed.map(({ name, baseHealth, baseAttack }) => [name, baseHealth, baseAttack])).toEqual([
      ['Chimera', 40, 12],
      ['Demon Lord', 42, 12],
    ]);
    // Each keeps its role in its tier (health x attack between the tier's other two), so every floor's weights
    // are version 6's.
    for (let level = 1; level <= 100; level++) {
      for (let i = 0; i < monsters.length; i++) expect(monsterWeight(i, level)).toBe(weightBefore(i, level));
    }
  });

  it('a Chimera on floor 33 and a Demon Lord on floor 43 are the weaker ones', () => {
    const met = (profile: typeof rules, name: string, floor: number) => {
      const { health, attack, experience, gold } = createMonster(
        byName(profile, name),
        floor,
        'm',
        1,
        1,
        profile.tierScalePercent,
      );
      return { health, attack, experience, gold };
    };
    expect(met(six, 'Chimera', 33)).toEqual({ health: 354, attack: 105, experience: 30, gold: 754 });
    expect(met(rules, 'Chimera', 33)).toEqual({ health: 301, attack: 90, experience: 30, gold: 754 });
    expect(met(six, 'Demon Lord', 43)).toEqual({ health: 541, attack: 153, experience: 40, gold: 1737 });
    expect(met(rules, 'Demon Lord', 43)).toEqual({ health: 429, attack: 122, experience: 40, gold: 1737 });
  });

  it('has shipped: its record replays and its save code loads, to the same run', () => expectShipped(V7));
});
