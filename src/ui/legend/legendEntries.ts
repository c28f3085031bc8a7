// The map legend of SPEC.md section 2, with monster symbols read from the engine's templates.
import { MONSTER_TEMPLATES } from '../../engine';

/** One legend line: the map glyph, what it means, and its colour class. */
export interface LegendEntry {
  symbol: string;
  meaning: string;
  tone: 'player' | 'monster' | 'loot' | 'neutral' | 'dim';
}

function monsterSymbol(name: string): string {
  return MONSTER_TEMPLATES.find((template) => template.name === name)?.symbol ?? '?';
}

/** Every glyph of the map, in SPEC.md's order. */
export function legendEntries(): LegendEntry[] {
  return [
    { symbol: '@', meaning: 'Player', tone: 'player' },
    { symbol: monsterSymbol('Skeleton'), meaning: 'Skeleton', tone: 'monster' },
    { symbol: monsterSymbol('Goblin'), meaning: 'Goblin', tone: 'monster' },
    { symbol: monsterSymbol('Orc Warrior'), meaning: 'Orc', tone: 'monster' },
    { symbol: 'A-z', meaning: 'Other monsters (each has its own letter)', tone: 'monster' },
    { symbol: monsterSymbol('Troll'), meaning: 'Troll', tone: 'monster' },
    { symbol: '$', meaning: 'Treasure chest', tone: 'loot' },
    { symbol: '?', meaning: 'Locked chest (needs silver key)', tone: 'loot' },
    { symbol: '♣', meaning: 'Merchant (sell items for gold)', tone: 'loot' },
    { symbol: 'E', meaning: 'Exit (once found)', tone: 'player' },
    { symbol: '█', meaning: 'Wall (impassable)', tone: 'neutral' },
    { symbol: '.', meaning: 'Explored empty space', tone: 'dim' },
  ];
}
