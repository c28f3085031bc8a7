// Rules version 9: the middle names of tiers 6 to 10 on one curve, and a falloff a grinding hero cannot outrun
// (src/engine/README.md, "Version 9: one curve, and no safety in grinding").
import { describe, expect, it } from 'vitest';
import { createMonster } from '../../../../src/engine/dungeon/spawn';
import { newGame } from '../../../../src/engine/newGame';
import { rulesFor } from '../../../../src/engine/versions/profiles';
import { act, monster, onMap } from '../../../support/engine/helpers';
import { expectShipped } from '../../../support/engine/shipped';

const V9 = 9;

/** The experience a kill worth 320 gives a hero of `heroLevel` on `floor` under `version`. */
function experienceOfKill(version: number, floor: number, heroLevel: number): number {
  const s = onMap(['####', '#@.#', '####'], [], newGame('Tester', 'fixture', version));
  const fight = {
    ...s,
    dungeon: { ...s.dungeon, level: floor },
    player: { ...s.player, level: heroLevel, experience: 0, experienceToNext: 1_000_000 },
    combat: { active: true, turn: 'player' as const, monster: monster({ health: 1, experience: 320, gold: 0 }) },
  };
  return act(fight, { type: 'attack' }, [1, 0]).state.player.experience;
}

/** Health and attack of the monster named `name` met on `floor` under `version`. */
function metOn(version: number, name: string, floor: number): [number, number] {
  const profile = rulesFor(version)!;
  const template = profile.monsters.find((t) => t.name === name)!;
  const { health, attack } = createMonster(template, floor, 'm', 1, 1, profile.tierScalePercent);
  return [health, attack];
}

describe('version 9: one curve, and no safety in grinding', () => {
  it("is version 8's rules but for the falloff, the rest's wanderer and five middle names, floors 11-100 weighed as before", () => {
    const { version, monsters, monsterWeight, restAmbushPercent, fullExperienceLevelsPerFloor, falloffPower, ...rest } =
      rulesFor(V9)!;
    const { version: eight, monsters: before, monsterWeight: weightBefore, ...same } = rulesFor(8)!;
    expect({ ...rest, restAmbushPercent: 40, fullExperienceLevelsPerFloor: 4, falloffPower: 2 }).toEqual(same);
    expect([version, eight, restAmbushPercent, fullExperienceLevelsPerFloor, falloffPower]).toEqual([9, 8, 45, 4.5, 5]);
    const changed = monsters.filter((template, i) => JSON.stringify(template) !== JSON.stringify(before[i]));
    expect(changed.map(({ name, tier, baseHealth, baseAttack }) => [name, tier, baseHealth, baseAttack])).toEqual([
      ['Titan', 6, 46, 14],
      ['Star Devourer', 7, 52, 16],
      ['Divine Avatar', 8, 60, 18],
      ['Omnipotent Shade', 9, 70, 21],
      ["Creation's End", 10, 90, 27],
    ]);
    for (let level = 11; level <= 100; level++) {
      for (let i = 0; i < monsters.length; i++) expect(monsterWeight(i, level)).toBe(weightBefore(i, level));
    }
  });

  it('meets the Skeleton a third more often on floors 2-10, never on floor 1', () => {
    const skeleton = rulesFor(V9)!.monsters.findIndex((t) => t.name === 'Skeleton');
    const onFloors = (weight: (index: number, level: number) => number) =>
      Array.from({ length: 10 }, (_, i) => weight(skeleton, i + 1));
    expect(onFloors(rulesFor(V9)!.monsterWeight)).toEqual([0, 4, 7, 9, 12, 15, 16, 18, 19, 20]);
    expect(onFloors(rulesFor(8)!.monsterWeight)).toEqual([0, 3, 5, 7, 9, 11, 12, 13, 14, 15]);
  });

  it("steps each tier's middle name up from the last one's by a third at most where version 8 stepped by two thirds", () => {
    // The last floor of a tier, then the first of the next: version 8's Titan stood 1.63 times over the Demon Lord.
    expect([metOn(8, 'Demon Lord', 50), metOn(8, 'Titan', 51)]).toEqual([
      [508, 145],
      [828, 242],
    ]);
    expect([metOn(V9, 'Demon Lord', 50), metOn(V9, 'Titan', 51)]).toEqual([
      [508, 145],
      [586, 178],
    ]);
    expect([metOn(V9, 'Titan', 60), metOn(V9, 'Star Devourer', 61)]).toEqual([
      [702, 213],
      [832, 256],
    ]);
    expect([metOn(V9, 'Omnipotent Shade', 90), metOn(V9, "Creation's End", 91)]).toEqual([
      [1858, 557],
      [2479, 743],
    ]);
  });

  it('gives a hero above 4.5 levels a floor the fifth power of that level over its own of a kill', () => {
    // Floor 10 asks 45 levels: all of it there, a twentieth and less at twice that, a quarter at 60 (0.237).
    expect(experienceOfKill(V9, 10, 45)).toBe(320);
    expect(experienceOfKill(V9, 10, 60)).toBe(75);
    expect(experienceOfKill(V9, 10, 90)).toBe(10);
    // Version 8 gave the square of 40 over the level: 142 at 60, 63 at twice 45.
    expect(experienceOfKill(8, 10, 60)).toBe(142);
    expect(experienceOfKill(8, 10, 90)).toBe(63);
  });

  it('catches up a hero below 4.5 levels a floor of the floor above, as version 8 did below 4', () => {
    // Floor 10's floor above asks 40.5: at 36, (40.5 / 36)^2 = 1.27 times; at 27, held to twice.
    expect(experienceOfKill(V9, 10, 36)).toBe(405);
    expect(experienceOfKill(V9, 10, 27)).toBe(640);
    expect(experienceOfKill(8, 10, 36)).toBe(320);
  });

  it('has shipped: its record replays and its save code loads, to the same run', () => expectShipped(V9));
});
