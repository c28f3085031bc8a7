// The article before a monster's name, for every sentence the narration speaks: the engine's noun rule
// (src/engine/rules/monsterNoun.ts), the one the log follows from rules version 3.
import { indefiniteNoun } from '../../engine';

/** "A Goblin", "An Orc", "The Destroyer" (or "a Goblin" inside a sentence). */
export function withArticle(name: string, letter: 'upper' | 'lower' = 'upper'): string {
  return indefiniteNoun(name, letter);
}
