// Threat words in every palette: readable on the panel (4.5:1, 7:1 in high contrast) and, in the
// colour-blind palette, four colours that stay apart for protanopes and deuteranopes. The pips and the
// word carry the severity too; the colours must not mislead.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THREAT_WORDS } from '../../../../src/engine';
import { contrastRatio, parseHex, perceivedDifference } from '../../../../src/map/colourMath';
import { UI_PALETTES } from '../../../../src/ui/display/uiPalettes';
import { threatFigures, threatPips } from '../../../../src/ui/threat/threatText';

const THEMES = ['light', 'dark'] as const;
const PANELS = { light: '#fbf6e9', dark: '#101810' } as const;

/** The standard palette's threat colours, as threat.css sets them for a theme. */
function standardColours(theme: 'light' | 'dark'): Record<string, string> {
  const css = readFileSync(new URL('../../../../src/ui/threat/threat.css', import.meta.url), 'utf8');
  const blocks = css.split('}');
  const block = blocks.find((b) =>
    theme === 'dark' ? b.includes('.radix-themes.dark') : /^\s*(\/\*[^]*?\*\/\s*)?\.radix-themes \{/.test(b),
  )!;
  return Object.fromEntries([...block.matchAll(/(--threat-[a-z]+): (#[0-9a-f]{6})/g)].map((m) => [m[1], m[2]]));
}

const threatVars = (vars: Record<string, string>) => THREAT_WORDS.map((word) => vars[`--threat-${word}`]);

describe('threat colours', () => {
  for (const theme of THEMES) {
    it(`standard ${theme}: every word at least 4.5:1 on the panel`, () => {
      const colours = threatVars(standardColours(theme));
      expect(colours.every(Boolean)).toBe(true);
      for (const colour of colours)
        expect(contrastRatio(parseHex(colour), parseHex(PANELS[theme]))).toBeGreaterThanOrEqual(4.5);
    });

    it(`high contrast ${theme}: every word at least 7:1 on the panel`, () => {
      const ui = UI_PALETTES['high-contrast'][theme];
      for (const colour of threatVars(ui.vars))
        expect(contrastRatio(parseHex(colour), parseHex(ui.panel))).toBeGreaterThanOrEqual(7);
    });

    it(`colour-blind ${theme}: 4.5:1 on the panel, and 20+ CIELAB units apart in every vision`, () => {
      const ui = UI_PALETTES['colour-blind'][theme];
      const colours = threatVars(ui.vars).map(parseHex);
      for (const colour of colours) expect(contrastRatio(colour, parseHex(ui.panel))).toBeGreaterThanOrEqual(4.5);
      for (const vision of ['normal', 'protanopia', 'deuteranopia'] as const)
        colours.forEach((a, i) =>
          colours.slice(i + 1).forEach((b, j) => {
            const pair = `${THREAT_WORDS[i]}/${THREAT_WORDS[i + 1 + j]} (${vision})`;
            expect(perceivedDifference(a, b, vision), pair).toBeGreaterThanOrEqual(20);
          }),
        );
    });
  }
});

describe('threat words in text', () => {
  it('fills one pip per step of severity', () => {
    expect(THREAT_WORDS.map(threatPips)).toEqual([1, 2, 3, 4]);
  });

  it('rounds the figures for reading, groups thousands and never says 0 turns', () => {
    expect(threatFigures({ exchanges: 5.6, damageTaken: 73.5, word: 'dangerous' })).toBe('about 6 turns, ~74 damage');
    expect(threatFigures({ exchanges: 0.4, damageTaken: 0.2, word: 'trivial' })).toBe('about 1 turn, ~0 damage');
    expect(threatFigures({ exchanges: 1234.4, damageTaken: 98765.4, word: 'deadly' })).toBe(
      'about 1,234 turns, ~98,765 damage',
    );
  });
});
