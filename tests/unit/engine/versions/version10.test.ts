// Rules version 10: a monster's tier step cut so the deep dungeon grows as a hero does, and the danger it took
// put in the rest (src/engine/README.md, "Version 10: the danger in the rest, not in the arithmetic").
import { describe, expect, it } from 'vitest';
import { wandererChance } from '../../../../src/engine/dungeon/wanderer';
import { newGame } from '../../../../src/engine/newGame';
import { restRisk } from '../../../../src/engine/queries/restRisk';
import { rulesFor } from '../../../../src/engine/versions/profiles';
import { goblin } from '../../../support/engine/fixtures';
import { onMap } from '../../../support/engine/helpers';
import { metOn } from '../../../support/engine/metOn';
import { expectShipped } from '../../../support/engine/shipped';

const V10 = 10;

describe('version 10: the danger in the rest, not in the arithmetic', () => {
  it("is version 9's rules but for the tier step, the rest's wanderer and the Skeleton's weights on floors 2-10", () => {
    const { version, monsterWeight, tierScalePercent, restAmbushPercent, ...rest } = rulesFor(V10)!;
    const { version: nine, monsterWeight: weightBefore, ...same } = rulesFor(9)!;
    expect({ ...rest, tierScalePercent: 5, restAmbushPercent: 45 }).toEqual(same);
    expect([version, nine, tierScalePercent, restAmbushPercent]).toEqual([10, 9, 3, 68]);
    for (let level = 11; level <= 100; level++) {
      for (let i = 0; i < rest.monsters.length; i++) expect(monsterWeight(i, level)).toBe(weightBefore(i, level));
    }
  });

  it('meets the Skeleton on floors 2-10 as version 8 did, never on floor 1', () => {
    const skeleton = rulesFor(V10)!.monsters.findIndex((t) => t.name === 'Skeleton');
    const onFloors = (version: number) =>
      Array.from({ length: 10 }, (_, i) => rulesFor(version)!.monsterWeight(skeleton, i + 1));
    expect(onFloors(V10)).toEqual([0, 3, 5, 7, 9, 11, 12, 13, 14, 15]);
    expect(onFloors(V10)).toEqual(onFloors(8));
  });

  it('adds 3% of a monster’s base stats for each band of five floors where version 9 added 5%', () => {
    // Floors 1-5 have no band step: the same Goblin. A band adds 3% on top of the 15% a floor.
    expect(metOn(V10, 'Goblin', 5)).toEqual(metOn(9, 'Goblin', 5));
    expect([metOn(9, 'Titan', 51), metOn(V10, 'Titan', 51)]).toEqual([
      [586, 178, 51, 3697],
      [508, 154, 44, 3204],
    ]);
    expect([metOn(9, 'Phoenix', 60), metOn(V10, 'Phoenix', 60)]).toEqual([
      [2396, 793, 76, 6641],
      [2056, 681, 65, 5698],
    ]);
    expect([metOn(9, 'Alpha & Omega', 100), metOn(V10, 'Alpha & Omega', 100)]).toEqual([
      [8499, 2812, 154, 111267],
      [6843, 2264, 124, 89584],
    ]);
  });

  it('has the nearest monster break a rest 68% of the time beside the hero, half 5 steps away, a quarter at 13', () => {
    expect([1, 5, 13].map((steps) => wandererChance(68, steps))).toEqual([68, 34, 17]);
    // The REST control reads what the hero knows: a Goblin seen 2 steps away.
    const s = onMap(['#######', '#M.@..#', '#######'], [goblin()], newGame('Tester', 'fixture', V10));
    const rooms = s.dungeon.rooms.map((row) => row.map((room) => room && { ...room, explored: true }));
    expect(restRisk({ ...s, dungeon: { ...s.dungeon, rooms } })).toMatchObject({ distance: 2, chance: 55 });
  });

  it('has shipped: its record replays and its save code loads, to the same run', () => expectShipped(V10));
});
