// The HUD's side of the palettes: log colours and texts measured on the panel they are drawn on.
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from '../../../../src/map/colourMath';
import { paletteStylesheet, UI_PALETTES } from '../../../../src/ui/display/uiPalettes';

const THEMES = ['light', 'dark'] as const;

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
