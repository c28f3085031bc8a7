// The monster reference catalogue, shown in the Tome of Knowledge.
import { monsterTier } from '../dungeon/tiers';
import type { MonsterCatalogueEntry, MonsterCategory } from '../types';
import { RULES_VERSION, rulesFor } from '../versions/profiles';
import { MONSTER_TEMPLATES } from './monsters';

const DEEPEST_LEVEL = 100;

/** The dungeon levels on which the current rules can place a template: first and last level of nonzero weight. */
function levelRangeOf(index: number): [number, number] {
  const rules = rulesFor(RULES_VERSION)!;
  const levels: number[] = [];
  for (let level = 1; level <= DEEPEST_LEVEL; level++) {
    if (rules.monsters[index].tier <= monsterTier(level) && rules.monsterWeight(index, level) > 0) levels.push(level);
  }
  return [levels[0], levels[levels.length - 1]];
}

/** Tier 1-10 categories, in order; each covers ten dungeon levels. */
export const MONSTER_CATEGORIES: readonly MonsterCategory[] = [
  'Basic',
  'Intermediate',
  'Advanced',
  'Elite',
  'Legendary',
  'Mythical',
  'Cosmic',
  'Transcendent',
  'Universal',
  'Ultimate',
];

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  Goblin: 'A wiry scavenger with a rusty blade and a grudge against anyone taller.',
  Skeleton: 'Old bones held together by older hatred; they rattle before they strike.',
  Rat: 'Fat, bold and hungry. Where there is one, there are always more.',
  'Orc Warrior': 'A scarred brute who counts victories by the notches on his axe.',
  'Dark Mage': 'An exile of the academies who traded his soul for a handful of curses.',
  Wolf: 'A grey hunter of the lower halls, silent until its jaws close.',
  Troll: 'A hulking mass of moss and muscle whose wounds close as you watch.',
  Wyvern: 'A lesser dragon, all wings and venom, nesting where the ceilings are high.',
  'Bandit Chief': 'Rules the robbers of the deep with a quick knife and quicker wits.',
  Minotaur: 'Half bull, half rage; the maze was built to hold it, and failed.',
  Lich: 'A sorcerer who cheated death and now keeps its ledger.',
  Chimera: 'Lion, goat and serpent, arguing over which of them eats you first.',
  'Ancient Dragon': 'Its hoard is older than kingdoms, and so is its patience.',
  'Demon Lord': 'A prince of the burning depths who collects the souls of heroes.',
  Kraken: 'Tentacles rise from black water that should not be this far from any sea.',
  'Void Beast': 'A shape cut out of the world; looking at it too long hurts.',
  Phoenix: 'A bird of living fire that dies in flame and returns angrier.',
  Titan: 'A giant of the first age who remembers when the mountains were young.',
  'Reality Wraith': 'Walls bend and floors forget themselves wherever it drifts.',
  'Star Devourer': 'It swallowed constellations; a hero is barely a mouthful.',
  'Time Guardian': 'It has already seen how this fight ends. It does not look worried.',
  'Chaos Entity': 'Every law of nature breaks a little in its presence.',
  'Divine Avatar': 'The fallen will of a forgotten god, wearing a borrowed body.',
  'Multiverse Serpent': 'Its coils pass through a thousand worlds, and this is one of them.',
  'Existence Eater': 'What it consumes is not killed; it simply never was.',
  'Omnipotent Shade': 'A shadow cast by something too vast to stand in the light.',
  'Primordial Force': 'The raw power that shaped the world before anything had a name.',
  'The Destroyer': 'The end of all things, walking the deepest halls on its own two feet.',
  "Creation's End": 'The final silence after the last story is told.',
  'Alpha & Omega': 'The first and the last. Beyond it there is nothing left to fight.',
};

/** The 30 catalogue entries: name, symbol, level range, category and a one-line description. */
export const MONSTER_CATALOGUE: readonly MonsterCatalogueEntry[] = MONSTER_TEMPLATES.map((template, index) => ({
  name: template.name,
  symbol: template.symbol,
  levelRange: levelRangeOf(index),
  category: MONSTER_CATEGORIES[template.tier - 1],
  description: DESCRIPTIONS[template.name] ?? template.name,
}));
