import { describe, expect, it } from 'vitest';
import { apply, newGame, sacrificePreview, type GameState } from '../../../src/engine';

const hero = (patch: Partial<GameState['player']>): GameState => {
  const s = newGame('Tester', 'seed-1');
  return { ...s, player: { ...s.player, ...patch } };
};

describe('sacrificePreview', () => {
  it('is what the sacrifice then does: half of health for half of max stamina, capped at the maximum', () => {
    const s = hero({ health: 81, stamina: 40 });
    expect(sacrificePreview(s)).toEqual({ cost: 40, gain: 10, allowed: true });
    const after = apply(s, { type: 'sacrificeForStamina' });
    expect(after.player.health).toBe(41);
    expect(after.player.stamina).toBe(50);
  });

  it('counts gear in max stamina (CON 10 + 4 from a ring: 70 max, 35 back)', () => {
    const s = hero({ health: 20, stamina: 0, maxStamina: 70 });
    const ring = {
      id: 'r-1',
      name: 'Test Ring',
      type: 'ring' as const,
      symbol: 'o',
      color: '#fff',
      description: '',
      tier: 1,
      effect: { constitution: 4 },
    };
    expect(sacrificePreview({ ...s, equipment: { ...s.equipment, ring1: ring } })).toEqual({
      cost: 10,
      gain: 35,
      allowed: true,
    });
  });

  it('at 1 health costs nothing and is still allowed (no soft-lock)', () => {
    expect(sacrificePreview(hero({ health: 1, stamina: 0 }))).toEqual({ cost: 0, gain: 25, allowed: true });
  });
});
