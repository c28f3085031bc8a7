// The spell table (rules reference, "Spells"): mana costs, heal and damage bases.
import type { Spell } from '../types';

/** Every spell in the game; damage and heal are base values (the engine adds INT bonuses). */
export const SPELLS: readonly Spell[] = [
  {
    name: 'HEAL',
    manaCost: 10,
    heal: 15,
    description: 'Warm light knits torn flesh. Restores 15 health.',
  },
  {
    name: 'FIREBALL',
    manaCost: 15,
    damage: 20,
    description: 'A roaring sphere of flame hurled at your foe. 20 damage, more with intelligence.',
  },
  {
    name: 'LIGHT',
    manaCost: 5,
    description: 'A pale glow pushes back the dark and reveals the passages nearby.',
  },
  {
    name: 'LIGHTNING',
    manaCost: 20,
    damage: 25,
    description: 'The storm answers your call and strikes your enemy. 25 damage, more with intelligence.',
  },
  {
    name: 'SHIELD',
    manaCost: 12,
    description: 'A shimmering ward blunts incoming blows until the fight is won or you rest.',
  },
  {
    name: 'MAGIC MISSILE',
    manaCost: 5,
    damage: 4,
    description: 'A dart of pure force that never misses. 4 damage, more with intelligence.',
  },
];

/**
 * True for a spell that hurts the monster (it has a damage base): only these need a target, and (from rules
 * version 3) only these wait for the hero's turn.
 */
export function isDamaging(spell: Pick<Spell, 'damage'>): boolean {
  return spell.damage !== undefined;
}
