import { describe, expect, it } from 'vitest';
import { ITEMS } from '../../../src/engine/data';
import { apply } from '../../../src/engine/apply';
import { newGame } from '../../../src/engine/newGame';
import { roomAt } from '../../../src/engine/rules/state';
import { maxStaminaFor } from '../../../src/engine/rules/stats';
import type { GameState } from '../../../src/engine/types';
import { randomAction } from '../../support/engine/helpers';
import { seededRandom } from '../../support/random';

/** The first broken invariant, or null. Plain checks (not expect) keep 300k checks fast. */
function brokenInvariant(s: GameState): string | null {
  const p = s.player;
  const checks: [boolean, string][] = [
    [p.health <= p.maxHealth && p.health >= 0, 'health within 0..maxHealth'],
    [p.mana <= p.maxMana && p.mana >= 0, 'mana within 0..maxMana'],
    [p.stamina <= p.maxStamina && p.stamina >= 0, 'stamina within 0..maxStamina'],
    [p.maxStamina === maxStaminaFor(s), 'maxStamina = CON with gear x 5'],
    [s.inventory.length <= 20, 'inventory <= 20'],
    [p.gold >= 0, 'gold >= 0'],
    [s.score >= 0, 'score >= 0'],
    [roomAt(s.dungeon, p.x, p.y) !== null, 'player on an open cell'],
    [s.log.length <= 100, 'log <= 100 lines'],
    [!s.combat.active || s.combat.monster !== null, 'combat has a monster'],
  ];
  const failed = checks.find(([ok]) => !ok);
  return failed ? failed[1] : null;
}

describe('invariant fuzz', () => {
  it('10,000 random action sequences never throw and keep every invariant', () => {
    for (let run = 0; run < 10_000; run++) {
      const random = seededRandom(run * 7919 + 1);
      let s = newGame('Fuzz', `fuzz-${run}`);
      // Every fourth run starts with a pack of random catalogue items, to reach equip/use/sell paths.
      if (run % 4 === 0) {
        const pack = Array.from({ length: 1 + Math.floor(random() * 20) }, (_, i) => {
          const template = ITEMS[Math.floor(random() * ITEMS.length)];
          return { ...template, id: `${template.id}-${1000 + i}` };
        });
        s = { ...s, inventory: pack, player: { ...s.player, pendingStatPoint: Math.floor(random() * 3) } };
      }
      const steps = 10 + Math.floor(random() * 30);
      for (let i = 0; i < steps; i++) {
        const action = randomAction(s, random);
        s = apply(s, action);
        const broken = brokenInvariant(s);
        if (broken) expect.fail(`run ${run} step ${i} ${JSON.stringify(action)}: ${broken}`);
      }
    }
  });
});
