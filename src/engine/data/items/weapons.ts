// Weapons: strength bonuses from a rusty dagger to Creation Itself.
import type { Item } from '../../types';
import { gear } from './build';

/** Weapon table (slot 'weapon'); strength grows smoothly with tier. */
export const WEAPONS: readonly Item[] = [
  gear(
    'weapon',
    {
      id: 'rusty_dagger',
      name: 'Rusty Dagger',
      tier: 1,
      symbol: '-',
      color: '#8a6d4b',
      description: 'Pitted and dull, but better than bare knuckles.',
    },
    { strength: 3 },
  ),
  gear(
    'weapon',
    {
      id: 'iron_sword',
      name: 'Iron Sword',
      tier: 1,
      symbol: '/',
      color: '#6b7b8c',
      description: 'A plain, honest blade. The first friend of many heroes.',
    },
    { strength: 5 },
  ),
  gear(
    'weapon',
    {
      id: 'steel_sword',
      name: 'Steel Sword',
      tier: 3,
      symbol: '/',
      color: '#4f7a9a',
      description: 'Well balanced and keen; it sings when drawn.',
    },
    { strength: 9 },
  ),
  gear(
    'weapon',
    {
      id: 'war_axe',
      name: 'War Axe',
      tier: 5,
      symbol: 'P',
      color: '#9a5b2e',
      description: 'Heavy enough to split shields, and the arms behind them.',
    },
    { strength: 14 },
  ),
  gear(
    'weapon',
    {
      id: 'knights_blade',
      name: "Knight's Blade",
      tier: 7,
      symbol: '/',
      color: '#2f6fb0',
      description: 'Carried by a fallen paladin; it still remembers its oath.',
    },
    { strength: 20 },
  ),
  gear(
    'weapon',
    {
      id: 'runeblade',
      name: 'Runeblade',
      tier: 9,
      symbol: '/',
      color: '#7b4fb0',
      description: 'Runes crawl along the steel and glow when blood is near.',
    },
    { strength: 26, intelligence: 4 },
  ),
  gear(
    'weapon',
    {
      id: 'dragonfang',
      name: 'Dragonfang',
      tier: 12,
      symbol: '/',
      color: '#b8452e',
      description: 'Carved from the tooth of an ancient wyrm; still warm to the touch.',
    },
    { strength: 38 },
  ),
  gear(
    'weapon',
    {
      id: 'infinity_sword',
      name: 'Infinity Sword',
      tier: 15,
      symbol: '/',
      color: '#1f8f8a',
      description: 'Its edge goes on forever, or so the survivors swear.',
    },
    { strength: 50 },
  ),
  gear(
    'weapon',
    {
      id: 'godslayer',
      name: 'Godslayer',
      tier: 17,
      symbol: '/',
      color: '#b0305a',
      description: 'Forged for a single purpose, and it has succeeded before.',
    },
    { strength: 90 },
  ),
  gear(
    'weapon',
    {
      id: 'starforged_edge',
      name: 'Starforged Edge',
      tier: 19,
      symbol: '/',
      color: '#3d5fc4',
      description: 'Hammered on the anvil of a dying star.',
    },
    { strength: 150 },
  ),
  gear(
    'weapon',
    {
      id: 'creation_itself',
      name: 'Creation Itself',
      tier: 20,
      symbol: '/',
      color: '#c08a12',
      description: 'Not a weapon but the first idea of one. Reality parts before it.',
    },
    { strength: 250 },
  ),
];
