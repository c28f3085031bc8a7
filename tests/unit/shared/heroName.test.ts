import { describe, expect, it } from 'vitest';
import {
  FALLBACK_PROFANITY_WORDS,
  NAME_INVALID_CHARACTERS_MESSAGE,
  NAME_PATTERN_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  NAME_TAKEN_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  NAME_TOO_SHORT_MESSAGE,
  NAME_UNSAFE_CHARACTERS_MESSAGE,
  SUGGESTION_SUFFIXES,
  SUGGESTION_WORDS,
  sanitizeHeroName,
  validateHeroName,
} from '../../../src/shared/heroName';
// A fixed sequence so suggestions are deterministic.
import { seededRandom } from '../../support/random';

const words = FALLBACK_PROFANITY_WORDS;
const errorOf = (raw: unknown) => {
  const r = validateHeroName(raw, words, seededRandom(1));
  return r.ok ? null : r.error;
};

describe('hero name rules in rule order', () => {
  it('step 1: missing or not text', () => {
    expect(errorOf(undefined)).toBe(NAME_REQUIRED_MESSAGE);
    expect(errorOf(42)).toBe(NAME_REQUIRED_MESSAGE);
    expect(errorOf('')).toBe(NAME_REQUIRED_MESSAGE);
    expect(NAME_REQUIRED_MESSAGE).toBe('Hero name is required');
  });
  it('step 2: nothing left after sanitising', () => {
    expect(errorOf('<b></b>')).toBe(NAME_INVALID_CHARACTERS_MESSAGE);
    expect(errorOf(';;;')).toBe(NAME_INVALID_CHARACTERS_MESSAGE);
    expect(errorOf('DROP')).toBe(NAME_INVALID_CHARACTERS_MESSAGE);
    expect(NAME_INVALID_CHARACTERS_MESSAGE).toBe(
      'Hero name contains invalid characters. Please use only letters, numbers, spaces, hyphens, and underscores.',
    );
  });
  it('step 3: sanitising changed the name', () => {
    expect(errorOf("O'Brien")).toBe(NAME_UNSAFE_CHARACTERS_MESSAGE);
    expect(errorOf('Bob<script>x</script>')).toBe(NAME_UNSAFE_CHARACTERS_MESSAGE);
    expect(errorOf('Sir  Lancelot')).toBe(NAME_UNSAFE_CHARACTERS_MESSAGE);
    expect(errorOf('Bob select x')).toBe(NAME_UNSAFE_CHARACTERS_MESSAGE);
    expect(NAME_UNSAFE_CHARACTERS_MESSAGE).toBe(
      'Hero name contains unsafe characters. Please use only letters, numbers, spaces, hyphens, and underscores.',
    );
  });
  it('step 4: length 2 to 20', () => {
    expect(errorOf('A')).toBe(NAME_TOO_SHORT_MESSAGE);
    expect(errorOf('A'.repeat(21))).toBe(NAME_TOO_LONG_MESSAGE);
    expect(errorOf('Ab')).toBeNull();
    expect(errorOf('A'.repeat(20))).toBeNull();
    expect(NAME_TOO_SHORT_MESSAGE).toBe('Hero name must be at least 2 characters long');
    expect(NAME_TOO_LONG_MESSAGE).toBe('Hero name must be 20 characters or less');
    expect(NAME_PATTERN_MESSAGE).toBe('Hero name can only contain letters, numbers, spaces, hyphens, and underscores');
  });
  it('trims before use and keeps hyphens, underscores and digits', () => {
    expect(validateHeroName('  Bran_the-2nd  ', words)).toEqual({ ok: true, name: 'Bran_the-2nd' });
    expect(sanitizeHeroName('  a\t b ')).toBe('a b');
  });
});

describe('profanity (step 6) and reserved words (step 7)', () => {
  it.each([
    ['exact, any case', 'FUCK'],
    ['whole word', 'Big shit Energy'],
    ['collapsed repeats', 'Fuuuuck'],
    ['collapsed repeats in a word', 'the shiiiit'],
    ['spaced-out letters', 'f u c k'],
    ['hyphen-spaced letters', 'b-i-t-c-h'],
  ])('%s: %s is refused with the name-not-allowed message', (_label, name) => {
    expect(errorOf(name)).toBe(NAME_TAKEN_MESSAGE);
  });
  it('does not refuse innocent names that merely contain a short word', () => {
    expect(errorOf('Peacock')).toBeNull();
    expect(errorOf('Scunthorpe')).toBeNull();
    expect(errorOf('Edmond')).toBeNull();
  });
  it.each(['admin', 'TheModerator', 'mod', 'GM', 'GameMaster', 'System32', 'Official1', 'Staffer', 'SupportBot'])(
    'reserved word inside %s is refused',
    (name) => {
      expect(validateHeroName(name, [], seededRandom(1))).toMatchObject({ ok: false, error: NAME_TAKEN_MESSAGE });
    },
  );
  it('uses a stored word list given by the server', () => {
    expect(errorOf('Grumbleweed')).toBeNull();
    expect(validateHeroName('Grumbleweed', ['grumbleweed'], seededRandom(1)).ok).toBe(false);
  });
  it('offers 5 distinct suggestions that are themselves valid', () => {
    const r = validateHeroName('admin', words, seededRandom(7));
    expect(r.ok).toBe(false);
    const suggestions = r.ok ? [] : (r.suggestions ?? []);
    expect(suggestions).toHaveLength(5);
    expect(new Set(suggestions).size).toBe(5);
    for (const s of suggestions) expect(validateHeroName(s, words).ok).toBe(true);
  });
  it('every word + suffix combination is an allowed name', () => {
    expect(SUGGESTION_WORDS).toHaveLength(30);
    for (const w of SUGGESTION_WORDS)
      for (const s of SUGGESTION_SUFFIXES) expect(validateHeroName(`${w}${s}`, words).ok, `${w}${s}`).toBe(true);
  });
  it('length errors come before the profanity check', () => {
    expect(errorOf('gm')).toBe(NAME_TAKEN_MESSAGE);
    expect(errorOf('g')).toBe(NAME_TOO_SHORT_MESSAGE);
  });
  it('names without suggestions for format errors', () => {
    const r = validateHeroName('A', words);
    expect(r.ok ? null : r.suggestions).toBeUndefined();
  });
});
