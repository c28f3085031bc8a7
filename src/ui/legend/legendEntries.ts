// The map legend, built from what the map really draws: the glyphs of
// src/map/mapGlyphs.ts, monster symbols from the engine's templates, and each glyph's kind, so
// the legend tile can take the current theme's map palette (src/map/palette.ts).
import { MONSTER_TEMPLATES } from '../../engine';
import { GLYPHS, type GlyphKind } from '../../map/mapGlyphs';

/** One legend line: the map glyph, what it means, and the kind the map colours it as. */
export interface LegendEntry {
  symbol: string;
  meaning: string;
  kind: GlyphKind;
}

function monsterSymbol(name: string): string {
  const symbol = MONSTER_TEMPLATES.find((template) => template.name === name)?.symbol;
  if (!symbol) throw new Error(`legend: no monster template named ${name}`);
  return symbol;
}

// Every other monster's own symbol, so the legend line lists all the map can show.
function otherMonsterSymbols(shown: string[]): string[] {
  return MONSTER_TEMPLATES.map((t) => t.symbol).filter((symbol) => !shown.includes(symbol));
}

/** Every glyph of the map, in the order of GLYPHS, then the unexplored block. */
export function legendEntries(): LegendEntry[] {
  const others = otherMonsterSymbols(['Skeleton', 'Goblin', 'Orc Warrior', 'Troll'].map(monsterSymbol));
  return [
    { symbol: GLYPHS.player, meaning: 'Player', kind: 'player' },
    { symbol: monsterSymbol('Skeleton'), meaning: 'Skeleton', kind: 'monster' },
    { symbol: monsterSymbol('Goblin'), meaning: 'Goblin', kind: 'monster' },
    { symbol: monsterSymbol('Orc Warrior'), meaning: 'Orc', kind: 'monster' },
    { symbol: others[0], meaning: `Other monsters, each its own symbol: ${others.join(' ')}`, kind: 'monster' },
    { symbol: monsterSymbol('Troll'), meaning: 'Troll', kind: 'monster' },
    { symbol: GLYPHS.treasure, meaning: 'Treasure chest', kind: 'treasure' },
    { symbol: GLYPHS.locked, meaning: 'Locked chest (needs silver key)', kind: 'locked' },
    { symbol: GLYPHS.merchant, meaning: 'Merchant (sell items for gold)', kind: 'merchant' },
    { symbol: GLYPHS.exit, meaning: 'Exit (once found)', kind: 'exit' },
    { symbol: GLYPHS.wall, meaning: 'Wall (impassable)', kind: 'wall' },
    { symbol: GLYPHS.floor, meaning: 'Empty space in sight', kind: 'floor' },
    { symbol: GLYPHS.remembered, meaning: 'Explored empty space', kind: 'remembered' },
    {
      symbol: GLYPHS.treasure,
      meaning: 'Out of sight: dimmed, what was last seen there (treasure, a chest, a monster)',
      kind: 'memory',
    },
    { symbol: GLYPHS.unseen, meaning: 'Unexplored', kind: 'unseen' },
  ];
}
