// Rules version 7: the middle names of tiers 4 and 5 gentler, so a hero at the level the falloff holds meets
// a slope through floors 31-50, not a wall.
import { describe, expect, it } from 'vitest';
import { expectShipped } from '../../../support/engine/shipped';
import { expectOnlyMonstersRetuned, metOn } from '../../../support/engine/retuned';

describe('version 7: the middle of the dungeon eased', () => {
  it("is version 6's rules but for two monsters' health and attack, every floor's weights version 6's", () =>
    expectOnlyMonstersRetuned(7, [
      ['Chimera', 40, 12],
      ['Demon Lord', 42, 12],
    ]));

  it('a Chimera on floor 33 and a Demon Lord on floor 43 are the weaker ones', () => {
    expect(metOn(6, 'Chimera', 33)).toEqual({ health: 354, attack: 105, experience: 30, gold: 754 });
    expect(metOn(7, 'Chimera', 33)).toEqual({ health: 301, attack: 90, experience: 30, gold: 754 });
    expect(metOn(6, 'Demon Lord', 43)).toEqual({ health: 541, attack: 153, experience: 40, gold: 1737 });
    expect(metOn(7, 'Demon Lord', 43)).toEqual({ health: 429, attack: 122, experience: 40, gold: 1737 });
  });

  it('has shipped: its record replays and its save code loads, to the same run', () => expectShipped(7));
});
