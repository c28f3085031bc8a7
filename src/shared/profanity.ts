// Profanity and reserved-word matching for hero names (steps 6 and 7 of src/shared/heroNameMessages.ts).

/** Words no hero name may contain, anywhere (step 7). */
export const RESERVED_NAME_WORDS: readonly string[] = [
  'admin',
  'moderator',
  'mod',
  'gm',
  'gamemaster',
  'system',
  'official',
  'staff',
  'support',
];

/** Used when the server's list cannot be fetched: the reserved words plus a few crude terms. */
export const FALLBACK_PROFANITY_WORDS: readonly string[] = [
  ...RESERVED_NAME_WORDS,
  'fuck',
  'shit',
  'cunt',
  'bitch',
  'bastard',
  'dick',
  'cock',
  'pussy',
  'asshole',
  'whore',
  'slut',
  'nigger',
  'faggot',
  'retard',
];

/** Lower case, letters and digits only: the form every comparison uses. */
export function normalizeForMatch(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** "fuuuck" -> "fuck": each run of one repeated character becomes one. */
export function collapseRepeats(text: string): string {
  return text.replace(/(.)\1+/g, '$1');
}

/** The name's words, lower case, split on anything that is not a letter or digit. */
function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

// Built once per word: the server checks every submission against the whole list.
const spacedOutPatterns = new Map<string, RegExp>();

/** Letters of the word separated by at least one non-alphanumeric ("f u c k", "f-u-c-k"), as a whole token. */
function spacedOutPattern(word: string): RegExp {
  let pattern = spacedOutPatterns.get(word);
  if (!pattern) {
    pattern = new RegExp(`(^|[^a-z0-9])${word.split('').join('[^a-z0-9]+')}($|[^a-z0-9])`);
    spacedOutPatterns.set(word, pattern);
  }
  return pattern;
}

/**
 * True when one profanity word matches the name in any of four ways: the whole name, the whole name
 * with repeated letters collapsed, one word of the name (words of 3+ letters, repeats collapsed too),
 * or spelled out with separators between its letters (words of 4+ letters).
 */
export function matchesProfanityWord(name: string, rawWord: string): boolean {
  const word = normalizeForMatch(rawWord);
  if (word.length === 0) return false;
  const compact = normalizeForMatch(name);
  if (compact === word || collapseRepeats(compact) === collapseRepeats(word)) return true;
  const words = wordsOf(name);
  if (word.length >= 3) {
    const collapsedWord = collapseRepeats(word);
    if (words.some((w) => w === word || collapseRepeats(w) === collapsedWord)) return true;
  }
  return word.length >= 4 && spacedOutPattern(word).test(name.toLowerCase());
}

/** True when the name matches any word of the list. */
export function containsProfanity(name: string, words: readonly string[]): boolean {
  return words.some((word) => matchesProfanityWord(name, word));
}

/** True when the name contains a reserved word anywhere, even inside a longer word. */
export function containsReservedWord(name: string): boolean {
  const compact = normalizeForMatch(name);
  return RESERVED_NAME_WORDS.some((word) => compact.includes(word));
}
