// The log lines that name a monster, as the state's rules version words them. Up to version 2 every name takes
// 'a' and 'the' ('You encounter a Orc Warrior!', 'The The Destroyer hits you ...'), kept word for word since the
// log is part of what a stored run replays to; from version 3 (`monsterNamesTakeArticles`) a name takes the article
// rules/monsterNoun.ts gives it. Each wording is a message of its own (messages.ts), so messageOf.ts still finds
// every line's key; a sentence that opens with 'The' keeps it, and a name carrying its own gives its article to it.
import type { GameState } from '../types';
import { rulesOf } from '../versions/profiles';
import { MESSAGES } from './messages';
import { articleOf, bareName, ownsArticle } from './monsterNoun';

/** The formatters of the lines that name a monster (the monster's name as its template has it). */
export interface MonsterLines {
  readonly encounter: (monster: string) => string;
  readonly playerInitiative: (monster: string) => string;
  readonly monsterInitiative: (monster: string) => string;
  readonly hit: (monster: string, damage: number) => string;
  readonly miss: (monster: string) => string;
  readonly victory: (monster: string, exp: number, gold: number) => string;
  readonly monsterHits: (monster: string, damage: number) => string;
  readonly monsterMisses: (monster: string) => string;
  readonly castDamage: (spell: string, monster: string, damage: number) => string;
}

// Versions 1 and 2: a fixed article.
const FIXED_ARTICLE: MonsterLines = {
  encounter: MESSAGES.encounter,
  playerInitiative: MESSAGES.playerInitiative,
  monsterInitiative: MESSAGES.monsterInitiative,
  hit: MESSAGES.hit,
  miss: MESSAGES.miss,
  victory: MESSAGES.victory,
  monsterHits: MESSAGES.monsterHits,
  monsterMisses: MESSAGES.monsterMisses,
  castDamage: MESSAGES.castDamage,
};

const ENCOUNTER = { a: MESSAGES.encounter, an: MESSAGES.encounterAn, own: MESSAGES.encounterTitled } as const;

// Version 3 on: the name's own article.
const NAME_ARTICLE: MonsterLines = {
  encounter: (monster) => ENCOUNTER[articleOf(monster)](monster),
  playerInitiative: (monster) =>
    ownsArticle(monster) ? MESSAGES.playerInitiativeTitled(monster) : MESSAGES.playerInitiative(monster),
  // 'The Destroyer acts first!': the sentence's 'The' is the name's.
  monsterInitiative: (monster) => MESSAGES.monsterInitiative(bareName(monster)),
  hit: (monster, damage) => (ownsArticle(monster) ? MESSAGES.hitTitled : MESSAGES.hit)(monster, damage),
  miss: (monster) => (ownsArticle(monster) ? MESSAGES.missTitled : MESSAGES.miss)(monster),
  victory: (monster, exp, gold) =>
    (ownsArticle(monster) ? MESSAGES.victoryTitled : MESSAGES.victory)(monster, exp, gold),
  monsterHits: (monster, damage) => MESSAGES.monsterHits(bareName(monster), damage),
  monsterMisses: (monster) => MESSAGES.monsterMisses(bareName(monster)),
  castDamage: (spell, monster, damage) =>
    (ownsArticle(monster) ? MESSAGES.castDamageTitled : MESSAGES.castDamage)(spell, monster, damage),
};

/** The monster lines of the rules a state plays under. */
export function monsterLines(state: Pick<GameState, 'rulesVersion'>): MonsterLines {
  return rulesOf(state).monsterNamesTakeArticles ? NAME_ARTICLE : FIXED_ARTICLE;
}
