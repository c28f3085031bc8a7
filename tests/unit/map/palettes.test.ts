// The map palettes as data: high contrast measured cell by cell, the colour-blind palette checked
// under simulated protanopia and deuteranopia, and every category a player looks for told apart
// without colour (its glyph or its cue).
import { describe, expect, it } from 'vitest';
import { MONSTER_TEMPLATES } from '../../../src/engine';
import { MONSTER_TEMPLATES_V1 } from '../../../src/engine/data/monstersV1';
import { GLYPHS, type GlyphKind } from '../../../src/map/mapGlyphs';
import { contrastRatio, perceivedDifference } from '../../../src/map/colourMath';
import { cueOf, MAP_PALETTES, PALETTE_IDS, paletteFor } from '../../../src/map/palette';

const THEMES = ['light', 'dark'] as const;
const hex = (c: number) => `#${c.toString(16).padStart(6, '0')}`;
// Everything drawn as a glyph on the cell's background; the unexplored block is the fill itself.
const GLYPH_KINDS = (Object.keys(MAP_PALETTES.standard.light.glyph) as GlyphKind[]).filter((k) => k !== 'unseen');

describe('the measuring tools', () => {
  it('WCAG contrast: 21:1 for black on white, 4.48:1 for #777777 on white (the classic near miss)', () => {
    expect(contrastRatio(0x000000, 0xffffff)).toBeCloseTo(21, 5);
    expect(contrastRatio(0x777777, 0xffffff)).toBeCloseTo(4.48, 2);
  });

  it('simulated vision: pure red and green, far apart to a normal eye, nearly merge under deuteranopia', () => {
    expect(perceivedDifference(0xcc0000, 0x00aa00, 'normal')).toBeGreaterThan(100);
    expect(perceivedDifference(0xcc0000, 0x00aa00, 'deuteranopia')).toBeLessThan(
      perceivedDifference(0xcc0000, 0x00aa00, 'normal') / 3,
    );
  });
});

describe('high-contrast palette', () => {
  for (const theme of THEMES) {
    const palette = paletteFor(theme, 'high-contrast');
    it(`${theme}: every glyph colour is at least 7:1 against the cell background`, () => {
      const ratios = GLYPH_KINDS.map(
        (kind) => `${kind} ${contrastRatio(palette.glyph[kind], palette.background).toFixed(2)}`,
      );
      const weak = GLYPH_KINDS.filter((kind) => contrastRatio(palette.glyph[kind], palette.background) < 7);
      expect(weak, ratios.join(', ')).toEqual([]);
    });

    it(`${theme}: the unexplored block stays near the background, yet apart from it`, () => {
      const ratio = contrastRatio(palette.glyph.unseen, palette.background);
      expect(ratio).toBeGreaterThan(1.2);
      expect(ratio).toBeLessThan(2);
    });
  }

  it('is pure black on white and white on black behind the glyphs', () => {
    expect(hex(paletteFor('light', 'high-contrast').background)).toBe('#ffffff');
    expect(hex(paletteFor('dark', 'high-contrast').background)).toBe('#000000');
  });

  it('measures the standard palette too: it is the one that falls short (remembered floor)', () => {
    expect(contrastRatio(paletteFor('light').glyph.remembered, paletteFor('light').background)).toBeLessThan(4.5);
  });
});

// The things a player must find at a glance.
const FINDS = ['player', 'monster', 'treasure', 'merchant', 'exit'] as const;
const VISIONS = ['normal', 'protanopia', 'deuteranopia'] as const;

function closestPair(
  theme: 'light' | 'dark',
  id: 'standard' | 'colour-blind',
  vision: (typeof VISIONS)[number],
): { pair: string; difference: number } {
  const palette = paletteFor(theme, id);
  let closest = { pair: '', difference: Infinity };
  FINDS.forEach((a, i) =>
    FINDS.slice(i + 1).forEach((b) => {
      const difference = perceivedDifference(palette.glyph[a], palette.glyph[b], vision);
      if (difference < closest.difference) closest = { pair: `${a}/${b}`, difference };
    }),
  );
  return closest;
}

describe('colour-blind-safe palette', () => {
  for (const theme of THEMES) {
    for (const vision of VISIONS) {
      it(`${theme}, ${vision}: player, monster, treasure, merchant and exit are at least 20 CIELAB units apart`, () => {
        const { pair, difference } = closestPair(theme, 'colour-blind', vision);
        expect(difference, `${pair} only ${difference.toFixed(1)} apart`).toBeGreaterThanOrEqual(20);
      });
    }
  }

  it('is needed: under deuteranopia the standard palette puts the merchant and the exit within 3 units', () => {
    for (const theme of THEMES) expect(closestPair(theme, 'standard', 'deuteranopia').difference).toBeLessThan(3);
  });

  it('keeps every glyph readable: at least 4.5:1 against the background for the things a player looks for', () => {
    for (const theme of THEMES) {
      const palette = paletteFor(theme, 'colour-blind');
      for (const kind of FINDS)
        expect(contrastRatio(palette.glyph[kind], palette.background), `${theme} ${kind}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('without colour', () => {
  // Every glyph each category can show: monsters take their own symbols, from every rules version.
  const monsterSymbols = new Set([...MONSTER_TEMPLATES, ...MONSTER_TEMPLATES_V1].map((t) => t.symbol));
  const shapes: Record<'monster' | 'treasure' | 'locked' | 'merchant' | 'exit', Set<string>> = {
    monster: monsterSymbols,
    treasure: new Set([GLYPHS.treasure]),
    locked: new Set([GLYPHS.locked]),
    merchant: new Set([GLYPHS.merchant]),
    exit: new Set([GLYPHS.exit]),
  };
  const categories = Object.keys(shapes) as (keyof typeof shapes)[];

  for (const id of PALETTE_IDS) {
    for (const theme of THEMES) {
      it(`${id}, ${theme}: no two categories share both a glyph and a cue`, () => {
        const palette = paletteFor(theme, id);
        const looks = new Map<string, string>();
        const shared: string[] = [];
        for (const category of categories) {
          for (const ch of shapes[category]) {
            const look = `${ch} ${cueOf(palette, category)}`;
            const other = looks.get(look);
            if (other && other !== category) shared.push(`${look}: ${other} and ${category}`);
            looks.set(look, category);
          }
        }
        expect(shared).toEqual([]);
      });
    }
  }

  it('colour-blind safe and high contrast: monsters are underlined and the exit is boxed, apart from every other letter', () => {
    for (const [theme, id] of THEMES.flatMap((t) => [[t, 'colour-blind'] as const, [t, 'high-contrast'] as const])) {
      const palette = paletteFor(theme, id);
      expect([
        cueOf(palette, 'monster'),
        cueOf(palette, 'exit'),
        cueOf(palette, 'treasure'),
        cueOf(palette, 'merchant'),
      ]).toEqual(['underline', 'box', 'plain', 'plain']);
    }
  });
});
