// Rules version 11: tier 9's deadliest name half as common, tier 10's more, and tier 10's weakest name a step like
// every other tier's (src/engine/README.md, "Version 11: a rarer Primordial Force, and the bottom's first name in
// step").
import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../src/engine/versions/profiles';
import { metOn } from '../../../support/engine/metOn';
import { expectShipped } from '../../../support/engine/shipped';

const V11 = 11;

/** The weight of the monster named `name` on each of `floors` under `version`, in ten-thousandths. */
function weightsOf(version: number, name: string, floors: readonly number[]): number[] {
  const profile = rulesFor(version)!;
  const index = profile.monsters.findIndex((t) => t.name === name);
  return floors.map((floor) => profile.monsterWeight(index, floor));
}

describe("version 11: a rarer Primordial Force, and the bottom's first name in step", () => {
  it("is version 10's rules but for The Destroyer and the weights of tiers 9 and 10's deadliest names", () => {
    const { version, monsters, monsterWeight, ...rest } = rulesFor(V11)!;
    const { version: ten, monsters: before, monsterWeight: weightBefore, ...same } = rulesFor(10)!;
    expect(rest).toEqual(same);
    expect([version, ten]).toEqual([11, 10]);
    const changed = monsters.filter((template, i) => JSON.stringify(template) !== JSON.stringify(before[i]));
    expect(changed.map(({ name, baseHealth, baseAttack }) => [name, baseHealth, baseAttack])).toEqual([
      ['The Destroyer', 48, 15],
    ]);
    const moved = new Set(['Primordial Force', 'Alpha & Omega']);
    for (let level = 1; level <= 100; level++) {
      monsters.forEach((template, i) => {
        if (!moved.has(template.name)) expect(monsterWeight(i, level)).toBe(weightBefore(i, level));
      });
    }
  });

  it('has the Primordial Force half as common on floors 81-90, Alpha & Omega 2.4 times as common on 91-100', () => {
    const tier9 = [81, 85, 90];
    const tier10 = [91, 95, 100];
    expect([weightsOf(10, 'Primordial Force', tier9), weightsOf(V11, 'Primordial Force', tier9)]).toEqual([
      [71, 112, 143],
      [36, 56, 71],
    ]);
    expect([weightsOf(10, 'Alpha & Omega', tier10), weightsOf(V11, 'Alpha & Omega', tier10)]).toEqual([
      [82, 129, 164],
      [196, 308, 392],
    ]);
    // Below its own tier a deadliest name keeps its few: the Primordial Force on floor 95 as before.
    expect(weightsOf(V11, 'Primordial Force', [95])).toEqual(weightsOf(10, 'Primordial Force', [95]));
  });

  it('meets The Destroyer on floor 91 a step above the Existence Eater of floor 90, as every tier steps', () => {
    expect(metOn(V11, 'Existence Eater', 90)).toEqual([910, 281, 65, 18201]);
    expect([metOn(10, 'The Destroyer', 91), metOn(V11, 'The Destroyer', 91)]).toEqual([
      [1384, 468, 66, 32155],
      [1071, 334, 66, 32155],
    ]);
  });

  it('has shipped: its record replays and its save code loads, to the same run', () => expectShipped(V11));
});
