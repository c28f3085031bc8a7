// Rules version 8: the middle names of tiers 3 and 9 gentler, so a player who fights what it meets does not
// find tier 3's end a wall, nor a player who reads the word tier 9's first floors.
import { describe, expect, it } from 'vitest';
import { createMonster } from '../../../../src/engine/dungeon/spawn';
import { rulesFor } from '../../../../src/engine/versions/profiles';
import { expectShipped } from '../../../support/engine/shipped';

const V8 = 8;
const rules = rulesFor(V8)!;
const seven = rulesFor(7)!;
const byName = (profile: typeof rules, name: string) => profile.monsters.find((t) => t.name === name)!;

describe('version 8: tier 3 and tier 9 eased', () => {
  it("is version 7's rules but for two monsters' health and attack", () => {
    const { version, monsters, monsterWeight, ...rest } = rules;
    const { version: previous, monsters: before, monsterWeight: weightBefore, ...same } = seven;
    expect([version, previous]).toEqual([8, 7]);
    expect(rest).toEqual(same);
    const changed = monsters.filter((template, i) => JSON.stringify(template) !== JSON.stringify(before[i]));
    expect(changed.map(({ name, baseHealth, baseAttack }) => [name, baseHealth, baseAttack])).toEqual([
      ['Troll', 36, 11],
      ['Omnipotent Shade', 77, 24],
    ]);
    // Each keeps its role in its tier (health x attack between the tier's other two), so every floor's weights
    // are version 7's.
    for (let level = 1; level <= 100; level++) {
      for (let i = 0; i < monsters.length; i++) expect(monsterWeight(i, level)).toBe(weightBefore(i, level));
    }
  });

  it('a Troll on floor 26 and an Omnipotent Shade on floor 82 are the weaker ones', () => {
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
    expect(met(seven, 'Troll', 26)).toEqual({ health: 249, attack: 77, experience: 23, gold: 356 });
    expect(met(rules, 'Troll', 26)).toEqual({ health: 213, attack: 65, experience: 23, gold: 356 });
    expect(met(seven, 'Omnipotent Shade', 82)).toEqual({ health: 2130, attack: 662, experience: 94, gold: 33138 });
    expect(met(rules, 'Omnipotent Shade', 82)).toEqual({ health: 1822, attack: 568, experience: 94, gold: 33138 });
  });

  it('has shipped: its record replays and its save code loads, to the same run', () => expectShipped(V8));
});
