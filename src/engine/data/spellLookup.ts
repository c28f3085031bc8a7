// Case-insensitive spell lookup by name.
import type { Spell } from '../types';
import { SPELLS } from './spells';

const BY_NAME: ReadonlyMap<string, Spell> = new Map(SPELLS.map((spell) => [spell.name.toUpperCase(), spell]));

/** The spell called `name` (any case), or undefined. */
export function spellByName(name: string): Spell | undefined {
  return BY_NAME.get(name.toUpperCase());
}
