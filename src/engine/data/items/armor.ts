// Body armour: constitution bonuses that blunt monster blows and raise stamina.
import type { Item } from '../../types';
import { gear } from './build';

/** Armor table (slot 'armor'); constitution grows smoothly with tier. */
export const ARMOR: readonly Item[] = [
  gear(
    'armor',
    {
      id: 'leather_armor',
      name: 'Leather Armor',
      tier: 1,
      symbol: '[',
      color: '#8a6d4b',
      description: 'Stiff boiled leather that turns a rat bite, mostly.',
    },
    { constitution: 2 },
  ),
  gear(
    'armor',
    {
      id: 'chainmail',
      name: 'Chainmail',
      tier: 3,
      symbol: '[',
      color: '#6b7b8c',
      description: 'Thousands of riveted rings; noisy, heavy and comforting.',
    },
    { constitution: 5 },
  ),
  gear(
    'armor',
    {
      id: 'scale_mail',
      name: 'Scale Mail',
      tier: 5,
      symbol: '[',
      color: '#4f7a9a',
      description: 'Overlapping plates like a fish of iron.',
    },
    { constitution: 8 },
  ),
  gear(
    'armor',
    {
      id: 'plate_armor',
      name: 'Plate Armor',
      tier: 8,
      symbol: '[',
      color: '#5a6a7a',
      description: 'A walking fortress of polished steel.',
    },
    { constitution: 13 },
  ),
  gear(
    'armor',
    {
      id: 'mithril_mail',
      name: 'Mithril Mail',
      tier: 11,
      symbol: '[',
      color: '#3f8fa8',
      description: 'Light as silk and harder than dragon bone.',
    },
    { constitution: 20 },
  ),
  gear(
    'armor',
    {
      id: 'dragonscale_armor',
      name: 'Dragonscale Armor',
      tier: 14,
      symbol: '[',
      color: '#b8452e',
      description: 'Shed scales of an ancient dragon, stitched with its own sinew.',
    },
    { constitution: 30 },
  ),
  gear(
    'armor',
    {
      id: 'celestial_plate',
      name: 'Celestial Plate',
      tier: 17,
      symbol: '[',
      color: '#3d5fc4',
      description: 'It hums with the music of the spheres.',
    },
    { constitution: 50 },
  ),
  gear(
    'armor',
    {
      id: 'armor_of_eternity',
      name: 'Armor of Eternity',
      tier: 20,
      symbol: '[',
      color: '#c08a12',
      description: 'Whoever wears it will outlast the world, or at least this dungeon.',
    },
    { constitution: 90 },
  ),
];
