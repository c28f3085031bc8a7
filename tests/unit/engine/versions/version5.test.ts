// Rules version 5: a Skeleton to fear on floors 2-10, none on floor 1; gentler tiers 7-9, a harder tier 10.
import { describe, expect, it } from 'vitest';
import { MONSTER_TEMPLATES_V4 } from '../../../../src/engine/data/monstersV4';
import { MONSTER_TEMPLATES_V5 } from '../../../../src/engine/data/monstersV5';
import { newGame } from '../../../../src/engine/newGame';
import { threat } from '../../../../src/engine';
import { createMonster } from '../../../../src/engine/dungeon/spawn';
import { rulesFor } from '../../../../src/engine/versions/profiles';
import { expectShipped } from '../../../support/engine/shipped';

const V5 = 5;
const rules = rulesFor(V5)!;
const skeletonIndex = rules.monsters.findIndex((template) => template.name === 'Skeleton');

describe('version 5: the first floors ask a decision', () => {
  it("keeps version 4's table but for a Skeleton three times as strong, gentler tiers 7-9 and a harder tier 10", () => {
    const changed = new Map([
      ['Skeleton', { tier: 1, baseHealth: 135, baseAttack: 45, baseDefense: 2, baseExp: 15, baseGold: 45 }],
      // x1.08 (health) and x1.10 (attack) from tier 6's Titan instead of x1.15.
      ['Star Devourer', { tier: 7, baseHealth: 70, baseAttack: 21, baseDefense: 1, baseExp: 4, baseGold: 490 }],
      // x1.10 from version 4's tier 7 instead of x1.15.
      ['Chaos Entity', { tier: 8, baseHealth: 38, baseAttack: 12, baseDefense: 0, baseExp: 3, baseGold: 498 }],
      ['Divine Avatar', { tier: 8, baseHealth: 82, baseAttack: 25, baseDefense: 1, baseExp: 4, baseGold: 830 }],
      // x1.10 from the eased tier 8.
      ['Existence Eater', { tier: 9, baseHealth: 42, baseAttack: 13, baseDefense: 0, baseExp: 3, baseGold: 840 }],
      ['Omnipotent Shade', { tier: 9, baseHealth: 90, baseAttack: 28, baseDefense: 1, baseExp: 4, baseGold: 1400 }],
      // Version 4's x1.15.
      ['The Destroyer', { tier: 10, baseHealth: 62, baseAttack: 21, baseDefense: 0, baseExp: 3, baseGold: 1440 }],
      ["Creation's End", { tier: 10, baseHealth: 130, baseAttack: 39, baseDefense: 1, baseExp: 4, baseGold: 2400 }],
    ]);
    MONSTER_TEMPLATES_V5.forEach((template, index) => {
      const { name, symbol } = MONSTER_TEMPLATES_V4[index];
      expect(template).toEqual(
        changed.has(name) ? { name, symbol, ...changed.get(name) } : MONSTER_TEMPLATES_V4[index],
      );
    });
    expect(MONSTER_TEMPLATES_V5[skeletonIndex].name).toBe('Skeleton');
  });

  it('places no Skeleton on floor 1, a rare one on floors 2-10, and a floor of tier 1 weighs 10,000 in all', () => {
    expect(rules.monsterWeight(skeletonIndex, 1)).toBe(0);
    for (let floor = 2; floor <= 10; floor++) {
      expect(rules.monsterWeight(skeletonIndex, floor)).toBeGreaterThan(0);
      expect(rules.monsterWeight(skeletonIndex, floor)).toBeLessThanOrEqual(15);
    }
    for (let floor = 1; floor <= 10; floor++) {
      const total = [0, 1, 2].reduce((sum, index) => sum + rules.monsterWeight(index, floor), 0);
      expect(total, `floor ${floor}`).toBe(10_000);
    }
    const skeletonsOnFloor1 = Array.from({ length: 40 }, (_, i) => newGame('Ada', `first-${i}`, V5))
      .flatMap((state) => state.dungeon.rooms.flat())
      .filter((room) => room?.type === 'monster' && room.content?.name === 'Skeleton');
    expect(skeletonsOnFloor1).toEqual([]);
  });

  it('a new hero, rested, reads a floor-2 Skeleton as deadly', () => {
    const state = newGame('Ada', 'reads', V5);
    const skeleton = createMonster(rules.monsters[skeletonIndex], 2, 'm', 1, 1, rules.tierScalePercent);
    expect(threat(state, skeleton).word).toBe('deadly');
  });

  it('has shipped: its record replays and its save code loads, to the same run', () => expectShipped(V5));
});
