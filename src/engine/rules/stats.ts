// Stats with gear, and the maximum stamina that follows from constitution (x 5).
import type { Equipment, EquipmentSlot, GameState, Player, StatName } from '../types';
import { copyPlayer } from './copy';

/** The equipment slots in display order. */
export const EQUIPMENT_SLOTS: readonly EquipmentSlot[] = [
  'weapon',
  'armor',
  'helmet',
  'boots',
  'gloves',
  'ring1',
  'ring2',
];
/** The four stats. */
export const STAT_NAMES: readonly StatName[] = ['strength', 'intelligence', 'dexterity', 'constitution'];

/** The four stats as numbers. */
export type StatBlock = Record<StatName, number>;

/** The four stats with gear, plus the part that comes from gear. */
export interface EffectiveStats extends StatBlock {
  bonus: StatBlock;
}

/** Sum of the stat effects of everything equipped. */
export function gearBonus(equipment: Equipment): StatBlock {
  const bonus: StatBlock = { strength: 0, intelligence: 0, dexterity: 0, constitution: 0 };
  // Named fields, not a loop over key names: this runs on every attack, cast and blow taken.
  for (const slot of EQUIPMENT_SLOTS) {
    const effect = equipment[slot]?.effect;
    if (!effect) continue;
    bonus.strength += effect.strength ?? 0;
    bonus.intelligence += effect.intelligence ?? 0;
    bonus.dexterity += effect.dexterity ?? 0;
    bonus.constitution += effect.constitution ?? 0;
  }
  return bonus;
}

/** The four stats including equipment bonuses (what the rules and the status panel use). */
export function effectiveStats(state: Pick<GameState, 'player' | 'equipment'>): EffectiveStats {
  const bonus = gearBonus(state.equipment);
  const { player } = state;
  return {
    strength: player.strength + bonus.strength,
    intelligence: player.intelligence + bonus.intelligence,
    dexterity: player.dexterity + bonus.dexterity,
    constitution: player.constitution + bonus.constitution,
    bonus,
  };
}

/** Max stamina = constitution with gear x 5. */
export function maxStaminaFor(state: Pick<GameState, 'player' | 'equipment'>): number {
  return effectiveStats(state).constitution * 5;
}

/** The player with maxStamina recomputed after a gear or constitution change (stamina clamped down). */
export function syncMaxStamina(state: Pick<GameState, 'player' | 'equipment'>): Player {
  const maxStamina = maxStaminaFor(state);
  const { player } = state;
  if (player.maxStamina === maxStamina && player.stamina <= maxStamina) return player;
  const synced = copyPlayer(player);
  synced.maxStamina = maxStamina;
  synced.stamina = Math.min(player.stamina, maxStamina);
  return synced;
}
