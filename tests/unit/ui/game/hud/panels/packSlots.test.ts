import { describe, expect, it } from 'vitest';
import { INVENTORY_LIMIT } from '../../../../../../src/engine';
import { packSlots } from '../../../../../../src/ui/game/hud/panels/packSlots';
import { catalogueItem } from '../../../../../support/engine/fixtures';

describe('packSlots', () => {
  it('shows every copy as a tile of its own, copies side by side, kinds in the order each first came', () => {
    const pack = [
      catalogueItem('health_potion', 1),
      catalogueItem('diamonds', 2),
      catalogueItem('health_potion', 3),
      catalogueItem('iron_sword', 4),
      catalogueItem('health_potion', 5),
    ];
    const slots = packSlots(pack);
    expect(slots.map((slot) => slot.item)).toEqual([pack[0], pack[2], pack[4], pack[1], pack[3]]);
    expect(slots.map((slot) => slot.id)).toEqual([
      'health_potion-1',
      'health_potion-3',
      'health_potion-5',
      'diamonds-2',
      'iron_sword-4',
    ]);
  });

  it('a full pack of potions is 20 tiles: what the pack holds is what it shows', () => {
    const pack = [
      ...Array.from({ length: 8 }, (_, i) => catalogueItem('health_potion', i)),
      ...Array.from({ length: 10 }, (_, i) => catalogueItem('mana_potion', 10 + i)),
      catalogueItem('chainmail', 30),
      catalogueItem('diamonds', 31),
    ];
    expect(pack).toHaveLength(INVENTORY_LIMIT);
    expect(packSlots(pack)).toHaveLength(INVENTORY_LIMIT);
    expect(new Set(packSlots(pack).map((slot) => slot.id)).size).toBe(INVENTORY_LIMIT);
  });
});
