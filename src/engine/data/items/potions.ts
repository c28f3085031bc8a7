// Potions: health and mana restoratives of several strengths.
import type { Item } from '../../types';
import { potion } from './build';

/** Potion table; the effect is what one draught restores (capped at the maximum). */
export const POTIONS: readonly Item[] = [
  potion(
    {
      id: 'health_potion',
      name: 'Health Potion',
      tier: 1,
      symbol: '!',
      color: '#c0392b',
      description: 'A red draught that tastes of iron and hope. Restores 25 health.',
    },
    { health: 25 },
  ),
  potion(
    {
      id: 'mana_potion',
      name: 'Mana Potion',
      tier: 1,
      symbol: '!',
      color: '#2e6fc0',
      description: 'Blue and fizzing; your thoughts sharpen as it goes down. Restores 20 mana.',
    },
    { mana: 20 },
  ),
  potion(
    {
      id: 'greater_health_potion',
      name: 'Greater Health Potion',
      tier: 4,
      symbol: '!',
      color: '#b03040',
      description: 'Thick as syrup, it closes wounds you did not know you had. Restores 60 health.',
    },
    { health: 60 },
  ),
  potion(
    {
      id: 'greater_mana_potion',
      name: 'Greater Mana Potion',
      tier: 5,
      symbol: '!',
      color: '#2f5fb0',
      description: 'Stars swirl in the glass. Restores 45 mana.',
    },
    { mana: 45 },
  ),
  potion(
    {
      id: 'superior_health_potion',
      name: 'Superior Health Potion',
      tier: 9,
      symbol: '!',
      color: '#b83a6a',
      description: 'Brewed from troll blood and phoenix ash. Restores 150 health.',
    },
    { health: 150 },
  ),
  potion(
    {
      id: 'superior_mana_potion',
      name: 'Superior Mana Potion',
      tier: 10,
      symbol: '!',
      color: '#4a4fc0',
      description: 'Distilled moonlight. Restores 100 mana.',
    },
    { mana: 100 },
  ),
  potion(
    {
      id: 'supreme_health_potion',
      name: 'Supreme Health Potion',
      tier: 14,
      symbol: '!',
      color: '#b0305a',
      description: 'A single drop could raise a fallen army. Restores 400 health.',
    },
    { health: 400 },
  ),
  potion(
    {
      id: 'elixir_of_the_archmage',
      name: 'Elixir of the Archmage',
      tier: 17,
      symbol: '!',
      color: '#6d55c4',
      description: 'The last brew of the last archmage. Restores 500 mana.',
    },
    { mana: 500 },
  ),
  potion(
    {
      id: 'elixir_of_immortality',
      name: 'Elixir of Immortality',
      tier: 20,
      symbol: '!',
      color: '#c08a12',
      description: 'Liquid gold that burns away death itself. Restores 1000 health.',
    },
    { health: 1000 },
  ),
];
