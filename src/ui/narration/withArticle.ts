// The article before a monster's name, for every sentence the narration speaks.

/** "A Goblin", "An Orc" (or "a Goblin" inside a sentence). */
export function withArticle(name: string, letter: 'upper' | 'lower' = 'upper'): string {
  const article = /^[AEIOU]/i.test(name) ? 'An' : 'A';
  return `${letter === 'upper' ? article : article.toLowerCase()} ${name}`;
}
