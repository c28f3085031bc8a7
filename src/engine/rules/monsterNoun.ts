// How a monster's name reads inside a sentence: the one owner of the article rule, for the log lines of the rules
// (from version 3, rules/monsterLines.ts) and the client's narration alike.
//
// - A name that carries its own article ('The Destroyer') takes no other: 'You encounter The Destroyer!'.
// - Any other name takes 'an' before a vowel letter (an Orc Warrior, an Ancient Dragon, an Alpha & Omega) and 'a'
//   before the rest (a Goblin, a Creation's End); 'the' where the sentence wants a definite one.

/** The article a name takes where the sentence wants an indefinite one: 'own' for a name that carries its own. */
export type MonsterArticle = 'a' | 'an' | 'own';

const OWN_ARTICLE = /^The /;

/** Whether a name carries its own article ('The Destroyer'). */
export function ownsArticle(name: string): boolean {
  return OWN_ARTICLE.test(name);
}

/** The indefinite article of a name: 'an' before a vowel letter, 'a' otherwise, 'own' when it carries one. */
export function articleOf(name: string): MonsterArticle {
  if (ownsArticle(name)) return 'own';
  return /^[AEIOU]/i.test(name) ? 'an' : 'a';
}

type Letter = 'upper' | 'lower';

function cased(article: string, letter: Letter): string {
  return letter === 'upper' ? article[0].toUpperCase() + article.slice(1) : article;
}

/** 'a Goblin', 'an Orc Warrior', 'The Destroyer' ('A Goblin' at the head of a sentence). */
export function indefiniteNoun(name: string, letter: Letter = 'lower'): string {
  const article = articleOf(name);
  return article === 'own' ? name : `${cased(article, letter)} ${name}`;
}

/** 'the Goblin', 'The Destroyer' ('The Goblin' at the head of a sentence). */
export function definiteNoun(name: string, letter: Letter = 'lower'): string {
  return ownsArticle(name) ? name : `${cased('the', letter)} ${name}`;
}

/** The name without the article it carries ('Destroyer'), for a sentence that writes its own 'The' first. */
export function bareName(name: string): string {
  return name.replace(OWN_ARTICLE, '');
}
