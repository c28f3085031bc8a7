// Treasures and keys: items with no effect, worth gold at a merchant or opening chests.
import type { Item } from '../../types';
import { plain } from './build';

/** Keys. Locked chests need an item whose id starts with 'silver_key'. */
export const KEYS: readonly Item[] = [
  plain('key', {
    id: 'silver_key',
    name: 'Silver Key',
    tier: 1,
    symbol: 'k',
    color: '#6b7b8c',
    description: 'A Silver Key. It opens locked chests.',
  }),
];

/** Treasures and gems: only sold. Diamonds ('diamonds') fetch the best price. */
export const TREASURES: readonly Item[] = [
  plain('treasure', {
    id: 'ancient_coin',
    name: 'Ancient Coin',
    tier: 1,
    symbol: '*',
    color: '#b8860b',
    description: 'Stamped with the face of a king nobody remembers.',
  }),
  plain('treasure', {
    id: 'diamonds',
    name: 'Diamonds',
    tier: 1,
    symbol: '*',
    color: '#3f8fa8',
    description: 'A fistful of cold fire. Merchants pay well for these.',
  }),
  plain('treasure', {
    id: 'ruby',
    name: 'Ruby',
    tier: 2,
    symbol: '*',
    color: '#c0392b',
    description: 'A gem the colour of dragon blood.',
  }),
  plain('treasure', {
    id: 'pearl',
    name: 'Pearl',
    tier: 2,
    symbol: '*',
    color: '#8a7f9a',
    description: 'Pale and perfect, from a sea that dried up ages ago.',
  }),
  plain('treasure', {
    id: 'emerald',
    name: 'Emerald',
    tier: 3,
    symbol: '*',
    color: '#2e8b57',
    description: 'Green as the forests above, which you may never see again.',
  }),
  plain('treasure', {
    id: 'sapphire',
    name: 'Sapphire',
    tier: 4,
    symbol: '*',
    color: '#2f5fb0',
    description: 'A deep blue gem that seems to hold a little sky.',
  }),
  plain('treasure', {
    id: 'golden_chalice',
    name: 'Golden Chalice',
    tier: 6,
    symbol: '*',
    color: '#c08a12',
    description: 'Kings drank from it; now it only gathers dust and envy.',
  }),
  plain('treasure', {
    id: 'star_opal',
    name: 'Star Opal',
    tier: 9,
    symbol: '*',
    color: '#7b4fb0',
    description: 'Colours move inside it like a captured aurora.',
  }),
  plain('treasure', {
    id: 'crown_jewels',
    name: 'Crown Jewels',
    tier: 12,
    symbol: '*',
    color: '#b0305a',
    description: 'The regalia of a drowned empire.',
  }),
  plain('treasure', {
    id: 'heart_of_the_mountain',
    name: 'Heart of the Mountain',
    tier: 16,
    symbol: '*',
    color: '#b8452e',
    description: 'A gem that beats, slowly, like a sleeping giant.',
  }),
  plain('treasure', {
    id: 'shard_of_creation',
    name: 'Shard of Creation',
    tier: 20,
    symbol: '*',
    color: '#1f8f8a',
    description: 'A splinter of the first light. It should not exist.',
  }),
];
