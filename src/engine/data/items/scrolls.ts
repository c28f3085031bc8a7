// Scrolls: each teaches one spell when read.
import type { Item } from '../../types';
import { scroll } from './build';

/** Scroll table; a scroll of an already known spell can only be sold. */
export const SCROLLS: readonly Item[] = [
  scroll(
    {
      id: 'scroll_magic_missile',
      name: 'Scroll of Magic Missile',
      tier: 1,
      symbol: '%',
      color: '#7b4fb0',
      description: 'Teaches MAGIC MISSILE: a dart of force that never misses.',
    },
    'MAGIC MISSILE',
  ),
  scroll(
    {
      id: 'scroll_heal',
      name: 'Scroll of Heal',
      tier: 1,
      symbol: '%',
      color: '#2e8b57',
      description: 'Teaches HEAL: warm light that mends wounds.',
    },
    'HEAL',
  ),
  scroll(
    {
      id: 'scroll_lightning',
      name: 'Scroll of Lightning',
      tier: 2,
      symbol: '%',
      color: '#2f6fb0',
      description: 'Teaches LIGHTNING: call down the storm on your foe.',
    },
    'LIGHTNING',
  ),
  scroll(
    {
      id: 'scroll_fireball',
      name: 'Scroll of Fireball',
      tier: 3,
      symbol: '%',
      color: '#b8452e',
      description: 'Teaches FIREBALL: a roaring sphere of flame.',
    },
    'FIREBALL',
  ),
  scroll(
    {
      id: 'scroll_shield',
      name: 'Scroll of Shield',
      tier: 3,
      symbol: '%',
      color: '#4f7a9a',
      description: 'Teaches SHIELD: a shimmering ward against blows.',
    },
    'SHIELD',
  ),
  scroll(
    {
      id: 'scroll_light',
      name: 'Scroll of Light',
      tier: 2,
      symbol: '%',
      color: '#b8860b',
      description: 'Teaches LIGHT: a glow that reveals the passages nearby.',
    },
    'LIGHT',
  ),
];
