// The profanity list the store is seeded with on first start: the shared fallback list
// (reserved words plus crude terms) and a few more terms an operator would expect.
import { FALLBACK_PROFANITY_WORDS } from '../../src/shared/heroName';

/** Seed list of the stored profanity words (operators edit it with `npm run admin -- word ...`). */
export const DEFAULT_PROFANITY_WORDS: readonly string[] = [
  ...FALLBACK_PROFANITY_WORDS,
  'nazi',
  'hitler',
  'rape',
  'porn',
  'penis',
  'vagina',
  'wanker',
  'twat',
  'dildo',
  'motherfucker',
];
