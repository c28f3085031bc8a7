// Stamina regained between rests (our decision, per rules version: see the rules reference, "Combat").
import type { Player } from '../types';

/** Stamina a hero regains for `percent` % of max stamina, rounded up (0 when percent is 0). */
export function staminaGain(player: Pick<Player, 'maxStamina'>, percent: number): number {
  return percent <= 0 ? 0 : Math.ceil((player.maxStamina * percent) / 100);
}

/** Adds the gain to the player (a copy the caller owns), never above max stamina. */
export function regainStamina(player: Player, percent: number): void {
  const gain = staminaGain(player, percent);
  if (gain > 0 && player.stamina < player.maxStamina)
    player.stamina = Math.min(player.maxStamina, player.stamina + gain);
}
