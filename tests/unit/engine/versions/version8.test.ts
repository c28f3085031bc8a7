// Rules version 8: the middle names of tiers 3 and 9 gentler, so a player who fights what it meets does not
// find tier 3's end a wall, nor a player who reads the word tier 9's first floors.
import { describe, expect, it } from 'vitest';
import { expectShipped } from '../../../support/engine/shipped';
import { expectOnlyMonstersRetuned, metOn } from '../../../support/engine/retuned';

describe('version 8: tier 3 and tier 9 eased', () => {
  it("is version 7's rules but for two monsters' health and attack, every floor's weights version 7's", () =>
    expectOnlyMonstersRetuned(8, [
      ['Troll', 36, 11],
      ['Omnipotent Shade', 77, 24],
    ]));

  it('a Troll on floor 26 and an Omnipotent Shade on floor 82 are the weaker ones', () => {
    expect(metOn(7, 'Troll', 26)).toEqual({ health: 249, attack: 77, experience: 23, gold: 356 });
    expect(metOn(8, 'Troll', 26)).toEqual({ health: 213, attack: 65, experience: 23, gold: 356 });
    expect(metOn(7, 'Omnipotent Shade', 82)).toEqual({ health: 2130, attack: 662, experience: 94, gold: 33138 });
    expect(metOn(8, 'Omnipotent Shade', 82)).toEqual({ health: 1822, attack: 568, experience: 94, gold: 33138 });
  });

  it('has shipped: its record replays and its save code loads, to the same run', () => expectShipped(8));
});
