// Rules versions that only retune monster rows, asked the same way of each: the version before it but for those
// rows' health and attack, with every floor's spawn weights unchanged (each retuned name keeps its role in its
// tier), a monster met on a floor as strong as its new row makes it, and shipped (src/engine/README.md,
// "Version 7: the middle of the dungeon eased", "Version 8: two more middle names eased").
import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../src/engine/versions/profiles';
import { type Met, metOn } from '../../../support/engine/metOn';
import { expectShipped } from '../../../support/engine/shipped';

const RETUNED: {
  version: number;
  why: string;
  /** [name, base health, base attack] of each retuned row. */
  rows: [string, number, number][];
  /** A name met on a floor: what it was under the version before, and what it is now. */
  met: [string, number, Met, Met][];
}[] = [
  {
    // A hero at the level the falloff holds meets a slope through floors 31-50, not a wall.
    version: 7,
    why: 'the middle of the dungeon eased',
    rows: [
      ['Chimera', 40, 12],
      ['Demon Lord', 42, 12],
    ],
    met: [
      ['Chimera', 33, [354, 105, 30, 754], [301, 90, 30, 754]],
      ['Demon Lord', 43, [541, 153, 40, 1737], [429, 122, 40, 1737]],
    ],
  },
  {
    // A player who fights what it meets does not find tier 3's end a wall, nor one who reads the word tier 9's start.
    version: 8,
    why: 'two more middle names eased',
    rows: [
      ['Troll', 36, 11],
      ['Omnipotent Shade', 77, 24],
    ],
    met: [
      ['Troll', 26, [249, 77, 23, 356], [213, 65, 23, 356]],
      ['Omnipotent Shade', 82, [2130, 662, 94, 33138], [1822, 568, 94, 33138]],
    ],
  },
];

describe.each(RETUNED.map((retuned) => [`version ${retuned.version}: ${retuned.why}`, retuned] as const))(
  '%s',
  (_title, { version, rows, met }) => {
    it("is the version before it but for these monsters' health and attack, every floor's weights as before", () => {
      const { version: shipped, monsters, monsterWeight, ...rest } = rulesFor(version)!;
      const { version: previous, monsters: before, monsterWeight: weightBefore, ...same } = rulesFor(version - 1)!;
      expect([shipped, previous]).toEqual([version, version - 1]);
      expect(rest).toEqual(same);
      const changed = monsters.filter((template, i) => JSON.stringify(template) !== JSON.stringify(before[i]));
      expect(changed.map(({ name, baseHealth, baseAttack }) => [name, baseHealth, baseAttack])).toEqual(rows);
      for (let level = 1; level <= 100; level++) {
        for (let i = 0; i < monsters.length; i++) expect(monsterWeight(i, level)).toBe(weightBefore(i, level));
      }
    });

    it.each(met)('the %s met on floor %i is the weaker one', (name, floor, was, now) => {
      expect(metOn(version - 1, name, floor)).toEqual(was);
      expect(metOn(version, name, floor)).toEqual(now);
    });

    it('has shipped: its record replays and its save code loads, to the same run', () => expectShipped(version));
  },
);
