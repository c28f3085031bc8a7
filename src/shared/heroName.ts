// Hero-name rules, steps 1-7 in order (each step's message in heroNameMessages.ts), shared by the start screen,
// the save forms and the server (which adds step 8, the existence check).
import {
  NAME_INVALID_CHARACTERS_MESSAGE,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_PATTERN_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  NAME_TAKEN_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  NAME_TOO_SHORT_MESSAGE,
  NAME_UNSAFE_CHARACTERS_MESSAGE,
} from './heroNameMessages';
import { containsProfanity, containsReservedWord } from './profanity';
import { suggestHeroNames } from './nameSuggestions';

export * from './heroNameMessages';
export { FALLBACK_PROFANITY_WORDS, RESERVED_NAME_WORDS, containsProfanity, containsReservedWord } from './profanity';
export { suggestHeroNames, SUGGESTION_WORDS, SUGGESTION_SUFFIXES, SUGGESTION_COUNT } from './nameSuggestions';

/** The outcome of the name rules: the trimmed name, or the first failing rule's message. */
export type HeroNameResult = { ok: true; name: string } | { ok: false; error: string; suggestions?: string[] };

// Whole SQL keywords are removed by the sanitiser (step 2).
const SQL_KEYWORDS = /\b(select|insert|update|delete|drop|union|alter|create|exec|execute|truncate|grant|revoke)\b/gi;
const TAGS = /<[^>]*>/g;
const DISALLOWED = /[^a-zA-Z0-9 _-]/g;
const ALLOWED_NAME = /^[a-zA-Z0-9 _-]+$/;

/** Step 2: strip tags, SQL keywords and every unsafe character; collapse whitespace; trim. */
export function sanitizeHeroName(raw: string): string {
  return raw
    .replace(TAGS, '')
    .replace(SQL_KEYWORDS, '')
    .replace(/\s+/g, ' ')
    .replace(DISALLOWED, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The profanity / reserved-word refusal, with 5 suggestions drawn with `random`. */
function refused(random: () => number, isSuggestionFree?: (name: string) => boolean): HeroNameResult {
  return { ok: false, error: NAME_TAKEN_MESSAGE, suggestions: suggestHeroNames(random, isSuggestionFree) };
}

/**
 * Steps 1-7 in order: required, not empty once sanitised, unchanged by sanitising, length,
 * allowed characters, profanity, reserved words. `random` ([0,1)) picks the suggestions;
 * `isSuggestionFree` lets the server keep only names not yet taken this season.
 */
export function validateHeroName(
  raw: unknown,
  profanityWords: readonly string[],
  random: () => number = Math.random,
  isSuggestionFree?: (name: string) => boolean,
): HeroNameResult {
  if (typeof raw !== 'string' || raw.trim().length === 0) return { ok: false, error: NAME_REQUIRED_MESSAGE };
  const trimmed = raw.trim();
  const sanitized = sanitizeHeroName(trimmed);
  if (sanitized.length === 0) return { ok: false, error: NAME_INVALID_CHARACTERS_MESSAGE };
  if (sanitized !== trimmed) return { ok: false, error: NAME_UNSAFE_CHARACTERS_MESSAGE };
  if (trimmed.length < NAME_MIN_LENGTH) return { ok: false, error: NAME_TOO_SHORT_MESSAGE };
  if (trimmed.length > NAME_MAX_LENGTH) return { ok: false, error: NAME_TOO_LONG_MESSAGE };
  if (!ALLOWED_NAME.test(trimmed)) return { ok: false, error: NAME_PATTERN_MESSAGE };
  if (containsProfanity(trimmed, profanityWords)) return refused(random, isSuggestionFree);
  if (containsReservedWord(trimmed)) return refused(random, isSuggestionFree);
  return { ok: true, name: trimmed };
}
