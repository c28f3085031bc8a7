import { describe, expect, it } from 'vitest';
import { withArticle } from '../../../../src/ui/narration/withArticle';

describe('withArticle', () => {
  it('puts A before a consonant and An before a vowel, capitalised or inside a sentence', () => {
    expect(withArticle('Goblin')).toBe('A Goblin');
    expect(withArticle('Orc Warrior')).toBe('An Orc Warrior');
    expect(withArticle('Ancient Dragon', 'lower')).toBe('an Ancient Dragon');
    expect(withArticle('Rat', 'lower')).toBe('a Rat');
    // The engine's noun rule (src/engine/rules/monsterNoun.ts): a name with its own article takes no other.
    expect(withArticle('The Destroyer')).toBe('The Destroyer');
    expect(withArticle('Alpha & Omega', 'lower')).toBe('an Alpha & Omega');
  });
});
