// What a sacrifice for stamina would cost and give now (rules reference, "Rest, sacrifice, stat points"): half of health (floored) for half
// of max stamina with gear. The action and the Out of Stamina dialog both read it, so the dialog
// never shows a figure the rules would not apply.
import type { GameState } from '../types';
import { maxStaminaFor } from './stats';

/** The health a sacrifice takes, the stamina it gives back (capped at the maximum), and whether it is allowed. */
export interface SacrificePreview {
  cost: number;
  gain: number;
  allowed: boolean;
}

/** The sacrifice the rules would make from this state. */
export function sacrificePreview(state: Pick<GameState, 'player' | 'equipment'>): SacrificePreview {
  const { player } = state;
  const cost = Math.floor(player.health / 2);
  const maxStamina = maxStaminaFor(state);
  const stamina = Math.min(maxStamina, player.stamina + Math.floor(maxStamina / 2));
  // At health 1 the cost is 0 and the sacrifice is still allowed (see src/engine/README.md).
  return { cost, gain: stamina - player.stamina, allowed: player.health > cost };
}
