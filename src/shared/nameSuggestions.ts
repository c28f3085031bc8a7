// Suggested hero names offered with the profanity / reserved / taken message (steps 6-8 of src/shared/heroNameMessages.ts).

/** The 30 base words of a suggestion. None contains a reserved word or a profanity. */
export const SUGGESTION_WORDS: readonly string[] = [
  'Hero',
  'Dragon',
  'Phoenix',
  'Knight',
  'Wizard',
  'Ranger',
  'Paladin',
  'Rogue',
  'Warrior',
  'Mage',
  'Hunter',
  'Seeker',
  'Wanderer',
  'Champion',
  'Guardian',
  'Sentinel',
  'Voyager',
  'Falcon',
  'Tiger',
  'Wolf',
  'Raven',
  'Griffin',
  'Titan',
  'Shadow',
  'Storm',
  'Blade',
  'Arrow',
  'Spark',
  'Comet',
  'Legend',
];

/** The suffixes appended to a base word. */
export const SUGGESTION_SUFFIXES: readonly string[] = ['1', '2', '3', 'X', 'Prime', 'Max', 'Pro', 'Elite'];

/** How many suggestions accompany the message. */
export const SUGGESTION_COUNT = 5;

/** One random suggestion: a base word plus a suffix. `random` returns [0, 1) like Math.random. */
export function randomSuggestion(random: () => number): string {
  const word = SUGGESTION_WORDS[Math.floor(random() * SUGGESTION_WORDS.length)];
  const suffix = SUGGESTION_SUFFIXES[Math.floor(random() * SUGGESTION_SUFFIXES.length)];
  return `${word}${suffix}`;
}

/**
 * `count` distinct suggestions accepted by `isAcceptable` (the server passes "free this season").
 * Gives up after a bounded number of draws, so it may return fewer when almost every name is taken.
 */
export function suggestHeroNames(
  random: () => number,
  isAcceptable: (name: string) => boolean = () => true,
  count: number = SUGGESTION_COUNT,
): string[] {
  const chosen = new Set<string>();
  const maxDraws = SUGGESTION_WORDS.length * SUGGESTION_SUFFIXES.length * 4;
  for (let draw = 0; draw < maxDraws && chosen.size < count; draw++) {
    const name = randomSuggestion(random);
    if (!chosen.has(name) && isAcceptable(name)) chosen.add(name);
  }
  return [...chosen];
}
