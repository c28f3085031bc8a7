import { describe, expect, it } from 'vitest';
import { sellPrice } from '../../../../../../src/engine';
import { packStacks } from '../../../../../../src/ui/game/hud/panels/packStacks';
import { catalogueItem } from '../../../../../support/engine/fixtures';

const SEED = 'pack-stacks';

describe('packStacks', () => {
  it('shows copies of one item as one slot, in the order each was first picked up', () => {
    const pack = [
      catalogueItem('health_potion', 1),
      catalogueItem('diamonds', 2),
      catalogueItem('health_potion', 3),
      catalogueItem('iron_sword', 4),
      catalogueItem('health_potion', 5),
    ];
    const stacks = packStacks(pack, SEED);
    expect(stacks.map((s) => [s.id, s.copies.length])).toEqual([
      ['health_potion', 3],
      ['diamonds', 1],
      ['iron_sword', 1],
    ]);
    expect(stacks[0].copies).toEqual([pack[0], pack[2], pack[4]]);
  });

  it('acts first on the copy the merchant pays least for, so the dearest is kept to sell', () => {
    const pack = [1, 2, 3, 4, 5, 6].map((n) => catalogueItem('health_potion', n));
    const [stack] = packStacks(pack, SEED);
    const lowest = Math.min(...pack.map((item) => sellPrice({ seed: SEED }, item)));
    expect(sellPrice({ seed: SEED }, stack.item)).toBe(lowest);
    // Without the run's seed (no prices known) the first copy.
    expect(packStacks(pack)[0].item).toBe(pack[0]);
  });
});
