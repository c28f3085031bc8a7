// One way to give a stat everywhere (status panel, level-up dialog, exit statistics): the figure the
// rules fight with (with gear) and, when gear changes it, the hero's own (base) figure, both labelled.
// Here, below src/ui and src/map, because the map's exit statistics print stats too.
// The log names the same two from rules version 3: 'You raise your strength to 11 (16 with gear).'
import type { ItemEffect, StatBlock, StatName } from '../engine';
import { groupDigits as g } from './groupDigits';

/** The short name of each stat and of each other figure an item raises, in the order they are listed
 *  (status panel, item tooltips, the Tome's badges). */
export const STAT_ABBREVIATIONS: Readonly<Record<keyof ItemEffect, string>> = {
  strength: 'STR',
  intelligence: 'INT',
  dexterity: 'DEX',
  constitution: 'CON',
  health: 'HP',
  mana: 'MP',
};

/** "(base 10, +5 gear)" beside a figure with gear, or '' when gear does not change it. */
export function gearNote(base: number, bonus: number): string {
  return bonus === 0 ? '' : `(base ${g(base)}, ${bonus > 0 ? '+' : '−'}${g(Math.abs(bonus))} gear)`;
}

/** "15 (base 10, +5 gear)", or "10" when gear does not change it. */
export function statWithGear(base: number, bonus: number): string {
  return bonus === 0 ? g(base) : `${g(base + bonus)} ${gearNote(base, bonus)}`;
}

/** What +1 does, in parts: ["base 10 → 11", "with gear 15 → 16"], or only the first without a gear bonus. */
export function statRaise(base: number, bonus: number): string[] {
  const own = `base ${g(base)} → ${g(base + 1)}`;
  return bonus === 0 ? [own] : [own, `with gear ${g(base + bonus)} → ${g(base + bonus + 1)}`];
}

/** The base figure of `stat` from the stats with gear and the gear bonus (none: no bonus). */
export function baseOf(stats: StatBlock, bonus: StatBlock | undefined, stat: StatName): number {
  return stats[stat] - (bonus?.[stat] ?? 0);
}
