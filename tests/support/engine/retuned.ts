// What a rules version that only retunes monsters promises, asked the same way of each: the version before it
// but for the named rows' health and attack, with every floor's spawn weights unchanged (each retuned name keeps
// its role in its tier), and a monster met on a floor as strong as its new row makes it.
import { expect } from 'vitest';
import { createMonster } from '../../../src/engine/dungeon/spawn';
import { rulesFor } from '../../../src/engine/versions/profiles';

/** [name, base health, base attack] of a retuned row. */
export type RetunedRow = readonly [string, number, number];

/** `version` is the version before it but for these monster rows' health and attack. */
export function expectOnlyMonstersRetuned(version: number, rows: readonly RetunedRow[]): void {
  const { version: shipped, monsters, monsterWeight, ...rest } = rulesFor(version)!;
  const { version: previous, monsters: before, monsterWeight: weightBefore, ...same } = rulesFor(version - 1)!;
  expect([shipped, previous]).toEqual([version, version - 1]);
  expect(rest).toEqual(same);
  const changed = monsters.filter((template, i) => JSON.stringify(template) !== JSON.stringify(before[i]));
  expect(changed.map(({ name, baseHealth, baseAttack }) => [name, baseHealth, baseAttack])).toEqual(rows);
  for (let level = 1; level <= 100; level++) {
    for (let i = 0; i < monsters.length; i++) expect(monsterWeight(i, level)).toBe(weightBefore(i, level));
  }
}

/** What a player reads of the monster named `name` met on `floor` under `version`. */
export function metOn(version: number, name: string, floor: number) {
  const profile = rulesFor(version)!;
  const template = profile.monsters.find((t) => t.name === name)!;
  const { health, attack, experience, gold } = createMonster(template, floor, 'm', 1, 1, profile.tierScalePercent);
  return { health, attack, experience, gold };
}
