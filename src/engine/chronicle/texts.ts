// The words of a chronicle (a run's plain-text record): headings, labels and end lines, in one table.
import type { EquipmentSlot, StatName } from '../types';

/** A whole number with thousands separators ('2,500'), without the host's locale data. */
export function figure(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  return (n < 0 ? '-' : '') + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Texts of the chronicle, as constants and small formatters. */
export const CHRONICLE_TEXTS = {
  title: (hero: string) => `THE CHRONICLE OF ${hero.toUpperCase()}`,
  subtitle: (version: number, seed: string, actions: number) =>
    `Rules version ${version}, seed ${seed}, ${figure(actions)} actions`,
  hero: 'HERO',
  stats: 'STATS',
  equipment: 'EQUIPMENT',
  inventory: (held: number, limit: number) => `INVENTORY (${held}/${limit})`,
  spells: 'SPELLS KNOWN',
  floors: 'FLOORS',
  floorsHeader: ['Floor', 'Day reached', 'Action'] as const,
  kills: (total: number) => `KILLS (${total})`,
  noKills: 'No monster slain.',
  end: 'END',
  score: 'SCORE',
  log: (lines: number) => `LAST ${lines} LOG LINES`,
  nothing: '(nothing)',
  empty: '-',
  gearBonus: (total: number, sources: string) => `(+${total} from ${sources})`,
  mana: (cost: number) => `${cost} mana`,
  pendingPoints: (points: number) => `${points} stat point${points === 1 ? '' : 's'} to spend`,
  slain: (monster: string, floor: number, day: number) => `Slain by a ${monster} on floor ${floor}, day ${day}.`,
  fell: (floor: number, day: number) => `Fell on floor ${floor}, day ${day}.`,
  conquered: (day: number) => `Conquered the dungeon on day ${day}.`,
  quit: (floor: number, day: number) => `Quit on floor ${floor}, day ${day}.`,
  adventuring: (floor: number, day: number) => `Still adventuring on floor ${floor}, day ${day}.`,
  scoreRows: {
    victories: 'Victories',
    descents: 'Descents',
    rests: (count: number) => `Rests (${count})`,
    final: 'Final score',
  },
} as const;

/** Stat abbreviations, as the game statistics popup shows them. */
export const STAT_LABELS: Readonly<Record<StatName, string>> = {
  strength: 'STR',
  intelligence: 'INT',
  dexterity: 'DEX',
  constitution: 'CON',
};

/** Equipment slot labels. */
export const SLOT_LABELS: Readonly<Record<EquipmentSlot, string>> = {
  weapon: 'Weapon',
  armor: 'Armor',
  helmet: 'Helmet',
  boots: 'Boots',
  gloves: 'Gloves',
  ring1: 'Ring 1',
  ring2: 'Ring 2',
};

/** Labels of the hero block. */
export const HERO_LABELS = {
  name: 'Name',
  level: 'Level',
  experience: 'Experience',
  score: 'Score',
  gold: 'Gold',
  day: 'Day',
  floor: 'Floor',
  health: 'Health',
  mana: 'Mana',
  stamina: 'Stamina',
  kills: 'Monsters slain',
} as const;
