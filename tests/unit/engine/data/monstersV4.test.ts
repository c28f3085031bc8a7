// Version 4's monster table: version 3's names and roles, deep tiers growing x1.15 a tier.
import { describe, expect, it } from 'vitest';
import { MONSTER_TEMPLATES } from '../../../../src/engine/data/monsters';
import { MONSTER_TEMPLATES_V4 } from '../../../../src/engine/data/monstersV4';
import type { MonsterTemplate } from '../../../../src/engine/types';

describe('version 4 monsters', () => {
  it("keep version 3's names, symbols, tiers, defense, experience and gold, and its stats up to tier 6", () => {
    const unscaled = ({ name, symbol, tier, baseDefense, baseExp, baseGold }: MonsterTemplate) =>
      [name, symbol, tier, baseDefense, baseExp, baseGold].join();
    expect(MONSTER_TEMPLATES_V4.map(unscaled)).toEqual(MONSTER_TEMPLATES.map(unscaled));
    expect(MONSTER_TEMPLATES_V4.filter((t) => t.tier <= 6)).toEqual(MONSTER_TEMPLATES.filter((t) => t.tier <= 6));
  });

  it("deeper, health and attack are version 3's times (1.15 / 1.4) ^ (tier - 6), rounded", () => {
    MONSTER_TEMPLATES_V4.forEach((template, index) => {
      const v3 = MONSTER_TEMPLATES[index];
      const factor = (1.15 / 1.4) ** Math.max(0, template.tier - 6);
      expect([template.baseHealth, template.baseAttack]).toEqual([
        Math.round(v3.baseHealth * factor),
        Math.round(v3.baseAttack * factor),
      ]);
    });
    // Time Guardian, the first tier-7 deadliest: 220 / 73 in version 3.
    expect(MONSTER_TEMPLATES_V4.find((t) => t.name === 'Time Guardian')).toMatchObject({
      baseHealth: 181,
      baseAttack: 60,
    });
  });

  it('still grow with the tier: each role (its defense, 0 to 2) has more health than one tier up', () => {
    for (const template of MONSTER_TEMPLATES_V4.filter((t) => t.tier > 1)) {
      const below = MONSTER_TEMPLATES_V4.find(
        (t) => t.tier === template.tier - 1 && t.baseDefense === template.baseDefense,
      )!;
      expect(template.baseHealth, template.name).toBeGreaterThan(below.baseHealth);
    }
  });
});
