// Helmets, boots, gloves and rings: the smaller gear slots.
import type { Item } from '../../types';
import { gear } from './build';

/** Helmets (slot 'helmet'): constitution and intelligence. */
export const HELMETS: readonly Item[] = [
  gear(
    'helmet',
    {
      id: 'leather_cap',
      name: 'Leather Cap',
      tier: 1,
      symbol: '^',
      color: '#8a6d4b',
      description: 'Keeps the dripping ceiling off your head.',
    },
    { constitution: 1 },
  ),
  gear(
    'helmet',
    {
      id: 'wizards_hat',
      name: "Wizard's Hat",
      tier: 3,
      symbol: '^',
      color: '#7b4fb0',
      description: 'Pointed, patched and humming with stray thoughts.',
    },
    { intelligence: 4 },
  ),
  gear(
    'helmet',
    {
      id: 'iron_helm',
      name: 'Iron Helm',
      tier: 4,
      symbol: '^',
      color: '#6b7b8c',
      description: 'A dented bucket of iron that has saved many skulls.',
    },
    { constitution: 3 },
  ),
  gear(
    'helmet',
    {
      id: 'horned_helm',
      name: 'Horned Helm',
      tier: 8,
      symbol: '^',
      color: '#9a5b2e',
      description: 'Worn by a warlord who charged first and thought later.',
    },
    { constitution: 6, strength: 2 },
  ),
  gear(
    'helmet',
    {
      id: 'crown_of_stars',
      name: 'Crown of Stars',
      tier: 13,
      symbol: '^',
      color: '#3d5fc4',
      description: 'Tiny constellations wheel around its rim.',
    },
    { intelligence: 12, constitution: 6 },
  ),
  gear(
    'helmet',
    {
      id: 'helm_of_ages',
      name: 'Helm of Ages',
      tier: 18,
      symbol: '^',
      color: '#c08a12',
      description: 'Every king who wore it whispers advice.',
    },
    { constitution: 25, intelligence: 10 },
  ),
];

/** Boots (slot 'boots'): dexterity. */
export const BOOTS: readonly Item[] = [
  gear(
    'boots',
    {
      id: 'worn_boots',
      name: 'Worn Boots',
      tier: 1,
      symbol: '"',
      color: '#8a6d4b',
      description: 'Holes in the soles, but they still grip the stone.',
    },
    { dexterity: 1 },
  ),
  gear(
    'boots',
    {
      id: 'leather_boots',
      name: 'Leather Boots',
      tier: 2,
      symbol: '"',
      color: '#9a5b2e',
      description: 'Supple and quiet on the flagstones.',
    },
    { dexterity: 2 },
  ),
  gear(
    'boots',
    {
      id: 'swift_boots',
      name: 'Swift Boots',
      tier: 6,
      symbol: '"',
      color: '#1f8f8a',
      description: 'Your feet move before your enemy has finished deciding.',
    },
    { dexterity: 5 },
  ),
  gear(
    'boots',
    {
      id: 'shadow_striders',
      name: 'Shadow Striders',
      tier: 10,
      symbol: '"',
      color: '#75609e',
      description: 'They leave no footprints and cast no shadow.',
    },
    { dexterity: 9 },
  ),
  gear(
    'boots',
    {
      id: 'winged_boots',
      name: 'Winged Boots',
      tier: 15,
      symbol: '"',
      color: '#3f8fa8',
      description: 'Tiny wings flutter at the heels; the floor becomes a suggestion.',
    },
    { dexterity: 16 },
  ),
  gear(
    'boots',
    {
      id: 'boots_of_the_void',
      name: 'Boots of the Void',
      tier: 19,
      symbol: '"',
      color: '#3d5fc4',
      description: 'Each step lands a moment before you take it.',
    },
    { dexterity: 30 },
  ),
];

/** Gloves (slot 'gloves'): strength and dexterity. */
export const GLOVES: readonly Item[] = [
  gear(
    'gloves',
    {
      id: 'cloth_gloves',
      name: 'Cloth Gloves',
      tier: 1,
      symbol: '(',
      color: '#7f7a6a',
      description: 'Threadbare, but they keep the sword from slipping.',
    },
    { dexterity: 1 },
  ),
  gear(
    'gloves',
    {
      id: 'leather_gloves',
      name: 'Leather Gloves',
      tier: 3,
      symbol: '(',
      color: '#8a6d4b',
      description: 'Worn soft by a hundred battles.',
    },
    { strength: 2, dexterity: 1 },
  ),
  gear(
    'gloves',
    {
      id: 'iron_gauntlets',
      name: 'Iron Gauntlets',
      tier: 7,
      symbol: '(',
      color: '#6b7b8c',
      description: 'Every punch lands like a hammer.',
    },
    { strength: 5 },
  ),
  gear(
    'gloves',
    {
      id: 'thiefs_grips',
      name: "Thief's Grips",
      tier: 9,
      symbol: '(',
      color: '#75609e',
      description: 'Nimble fingers, quick blade, no questions asked.',
    },
    { dexterity: 6, strength: 2 },
  ),
  gear(
    'gloves',
    {
      id: 'titan_grips',
      name: 'Titan Grips',
      tier: 14,
      symbol: '(',
      color: '#9a5b2e',
      description: 'Made for hands that once held up the sky.',
    },
    { strength: 14 },
  ),
  gear(
    'gloves',
    {
      id: 'hands_of_fate',
      name: 'Hands of Fate',
      tier: 19,
      symbol: '(',
      color: '#c08a12',
      description: 'Whatever they strike was always meant to fall.',
    },
    { strength: 30, dexterity: 10 },
  ),
];

/** Rings (slots ring1 and ring2): any stat, up to the Ring of Infinity. */
export const RINGS: readonly Item[] = [
  gear(
    'ring',
    {
      id: 'copper_ring',
      name: 'Copper Ring',
      tier: 1,
      symbol: '=',
      color: '#b0683a',
      description: 'A cheap band that tingles faintly with magic.',
    },
    { intelligence: 1 },
  ),
  gear(
    'ring',
    {
      id: 'ring_of_strength',
      name: 'Ring of Strength',
      tier: 2,
      symbol: '=',
      color: '#b8452e',
      description: 'Your grip tightens the moment you slip it on.',
    },
    { strength: 3 },
  ),
  gear(
    'ring',
    {
      id: 'ring_of_wisdom',
      name: 'Ring of Wisdom',
      tier: 3,
      symbol: '=',
      color: '#2f6fb0',
      description: 'Old thoughts, not your own, settle kindly in your mind.',
    },
    { intelligence: 4 },
  ),
  gear(
    'ring',
    {
      id: 'ring_of_agility',
      name: 'Ring of Agility',
      tier: 4,
      symbol: '=',
      color: '#1f8f8a',
      description: 'The world slows down a little around you.',
    },
    { dexterity: 3 },
  ),
  gear(
    'ring',
    {
      id: 'ring_of_vigor',
      name: 'Ring of Vigor',
      tier: 5,
      symbol: '=',
      color: '#2e8b57',
      description: 'Your heart beats slow and strong.',
    },
    { constitution: 3 },
  ),
  gear(
    'ring',
    {
      id: 'sapphire_ring',
      name: 'Sapphire Ring',
      tier: 9,
      symbol: '=',
      color: '#3d5fc4',
      description: 'A deep blue stone that steadies body and mind alike.',
    },
    { strength: 4, intelligence: 4, dexterity: 4, constitution: 4 },
  ),
  gear(
    'ring',
    {
      id: 'ring_of_power',
      name: 'Ring of Power',
      tier: 13,
      symbol: '=',
      color: '#b0305a',
      description: 'It wants to be worn. It wants very much to be worn.',
    },
    { strength: 12, intelligence: 12 },
  ),
  gear(
    'ring',
    {
      id: 'ring_of_infinity',
      name: 'Ring of Infinity',
      tier: 18,
      symbol: '=',
      color: '#c08a12',
      description: 'A circle with no beginning, granting strength without end.',
    },
    { strength: 50, intelligence: 50, dexterity: 50, constitution: 50 },
  ),
];
