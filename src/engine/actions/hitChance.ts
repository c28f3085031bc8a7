// The hero's chance to land a blow, as versions 1 and 2 rule it (rules reference, "Combat"); a version's
// profile names the formula it plays by (versions/profiles.ts).
import type { Monster } from '../types';

/** Hit chance in %: clamp(80 + 2 x (DEX with gear - 10) - monster defense, 50, 95). */
export function hitChance(dexterity: number, monster: Pick<Monster, 'defense'>): number {
  return Math.min(95, Math.max(50, 80 + 2 * (dexterity - 10) - monster.defense));
}
