// The HUD's side of the palettes: log colours and texts measured on the panel they are drawn on.
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from '../../../../src/map/colourMath';
import { PALETTE_IDS } from '../../../../src/map/palette';
import { paletteStylesheet, UI_PALETTES } from '../../../../src/ui/display/uiPalettes';
import { BACKGROUNDS, over, paletteColours, TEXT_COLOURS } from '../../../support/themeColours';

const THEMES = ['light', 'dark'] as const;

/** WCAG AA for normal text. */
const AA = 4.5;

/**
 * Every text colour under 4.5:1 on a background it can be drawn on: the HUD's own text colours, the
 * log's, and whatever else a palette sets (a new property is measured without being listed here).
 */
function pairsUnderAA(colours: Record<string, string>, paletteVars: string[]): string[] {
  const texts = new Set<string>([...TEXT_COLOURS, '--log-player', '--log-enemy', '--log-loot']);
  for (const name of paletteVars)
    if (!(BACKGROUNDS as readonly string[]).includes(name) && name !== '--terminal-border') texts.add(name);
  const weak: string[] = [];
  for (const background of BACKGROUNDS) {
    const under = parseHex(colours[background]);
    for (const text of texts) {
      if (!colours[text]) throw new Error(`${text} has no colour`);
      const ratio = contrastRatio(over(colours[text], under), under);
      if (ratio < AA)
        weak.push(`${text} ${colours[text]} on ${background} ${colours[background]}: ${ratio.toFixed(2)}`);
    }
  }
  return weak;
}

// axe checks the game screen in the browser on two looks (tests/e2e/game-axe.test.ts: standard light and
// high contrast dark); a palette only changes custom properties, so every look is measured here.
describe('every palette in both themes (WCAG AA)', () => {
  for (const palette of PALETTE_IDS) {
    for (const theme of THEMES) {
      it(`${palette} ${theme}: every text colour is at least 4.5:1 on the page and on the panels`, () => {
        const colours = paletteColours(palette, theme);
        expect(colours['--color-panel-solid'].toLowerCase()).toBe(UI_PALETTES[palette][theme].panel);
        expect(pairsUnderAA(colours, Object.keys(UI_PALETTES[palette][theme].vars))).toEqual([]);
      });
    }
  }

  it('fails a palette whose colour drops under 4.5:1 (a lighter loot colour, a grayer dim text)', () => {
    const weakened = {
      ...paletteColours('colour-blind', 'light'),
      '--log-loot': '#c77fb0',
      '--terminal-dim': '#9a8e72',
    };
    const weak = pairsUnderAA(weakened, []);
    expect(weak.some((pair) => pair.startsWith('--log-loot #c77fb0 on --color-panel-solid'))).toBe(true);
    expect(weak.some((pair) => pair.startsWith('--terminal-dim #9a8e72 on --color-background'))).toBe(true);
  });

  it('blends a translucent colour over its background as the browser does', () => {
    expect(over('#00000080', 0xffffff)).toBe(0x7f7f7f);
    expect(over('#123456', 0xffffff)).toBe(0x123456);
  });
});

describe('high-contrast HUD', () => {
  for (const theme of THEMES) {
    const ui = UI_PALETTES['high-contrast'][theme];
    it(`${theme}: log lines, ink, dim text and accents are at least 7:1 on the panel`, () => {
      const texts: Record<string, string> = {
        ...ui.log!,
        ink: ui.vars['--terminal-ink'],
        dim: ui.vars['--terminal-dim'],
        accent: ui.vars['--accent-11'],
        gray: ui.vars['--gray-11'],
      };
      const weak = Object.entries(texts)
        .map(([name, colour]) => [name, contrastRatio(parseHex(colour), parseHex(ui.panel))] as const)
        .filter(([, ratio]) => ratio < 7)
        .map(([name, ratio]) => `${name} ${ratio.toFixed(2)}`);
      expect(weak).toEqual([]);
    });
  }
});

describe('colour-blind-safe HUD', () => {
  for (const theme of THEMES) {
    it(`${theme}: log colours are at least 4.5:1 on the panel, and lines carry marks`, () => {
      const ui = UI_PALETTES['colour-blind'][theme];
      for (const [kind, colour] of Object.entries(ui.log!))
        expect(contrastRatio(parseHex(colour), parseHex(ui.panel)), kind).toBeGreaterThanOrEqual(4.5);
      expect(ui.marks).toBe(true);
    });
  }
});

describe('paletteStylesheet', () => {
  const css = paletteStylesheet();

  it('keys every rule by the palette on <html>, and leaves the standard look to the theme', () => {
    expect(css).toContain('html[data-palette="high-contrast"] .radix-themes:not(.dark) {');
    expect(css).toContain(
      'html[data-palette="colour-blind"] .radix-themes.dark, html[data-palette="colour-blind"].dark .radix-themes {',
    );
    expect(css).not.toContain('"standard"');
  });

  it('sets the log colours of the colour-blind palette', () => {
    expect(css).toContain('--log-player: #005a8f;');
    expect(css).toContain('--log-enemy: #f07a3a;');
  });
});
