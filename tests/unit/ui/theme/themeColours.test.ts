// src/ui/theme/themeColours.ts owns the theme's colours; the places that cannot import a module (CSS, the
// HTML's first paint, the web manifest) and the map's palettes keep copies, held to the owner here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHex } from '../../../../src/map/colourMath';
import { paletteFor } from '../../../../src/map/palette';
import { UI_PALETTES } from '../../../../src/ui/display/uiPalettes';
import { THEME_COLOURS } from '../../../../src/ui/theme/themeColours';
import { themeColours } from '../../../support/themeColours';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const THEMES = ['light', 'dark'] as const;

/** The first capture of `pattern` in `text`, lower case (a missing match fails the test with the pattern). */
function found(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  expect(match, String(pattern)).not.toBeNull();
  return match![1].toLowerCase();
}

describe('the theme colours have one owner', () => {
  it.each(THEMES)('terminal.css sets the %s theme from them', (theme) => {
    const css = themeColours(theme);
    expect(css['--color-background'].toLowerCase()).toBe(THEME_COLOURS[theme].background);
    expect(css['--color-panel-solid'].toLowerCase()).toBe(THEME_COLOURS[theme].panel);
    expect(css['--terminal-ink'].toLowerCase()).toBe(THEME_COLOURS[theme].ink);
  });

  it("the map legend's glyphs sit on the dark map background in either theme", () => {
    expect(found(read('src/ui/theme/terminal.css'), /\.legend-glyph\s*\{[^}]*background:\s*(#[0-9a-f]{6})/i)).toBe(
      THEME_COLOURS.dark.background,
    );
  });

  it("index.html's first paint and theme-color are the page's colours", () => {
    const html = read('index.html');
    for (const theme of THEMES) {
      const meta = new RegExp(
        `name="theme-color" content="(#[0-9a-f]{6})" media="\\(prefers-color-scheme: ${theme}\\)"`,
        'i',
      );
      expect(found(html, meta)).toBe(THEME_COLOURS[theme].background);
    }
    expect(found(html, /\bhtml \{ background: (#[0-9a-f]{6});/i)).toBe(THEME_COLOURS.light.background);
    expect(found(html, /\bhtml \{ background: #[0-9a-f]{6}; color: (#[0-9a-f]{6});/i)).toBe(THEME_COLOURS.light.ink);
    expect(found(html, /\bhtml\.dark \{ background: (#[0-9a-f]{6});/i)).toBe(THEME_COLOURS.dark.background);
    expect(found(html, /\bhtml\.dark \{ background: #[0-9a-f]{6}; color: (#[0-9a-f]{6});/i)).toBe(
      THEME_COLOURS.dark.ink,
    );
  });

  it('the installed app (web manifest in vite.config.ts) opens on the dark background', () => {
    const config = read('vite.config.ts');
    expect(found(config, /background_color: '(#[0-9a-f]{6})'/i)).toBe(THEME_COLOURS.dark.background);
    expect(found(config, /theme_color: '(#[0-9a-f]{6})'/i)).toBe(THEME_COLOURS.dark.background);
  });

  it.each(THEMES)("the map's standard and colour-blind palettes keep the %s page's background", (theme) => {
    for (const palette of ['standard', 'colour-blind'] as const) {
      expect(paletteFor(theme, palette).background, palette).toBe(parseHex(THEME_COLOURS[theme].background));
    }
  });

  it.each(THEMES)("the HUD's standard and colour-blind palettes draw the log on the %s panel", (theme) => {
    expect(UI_PALETTES.standard[theme].panel).toBe(THEME_COLOURS[theme].panel);
    expect(UI_PALETTES['colour-blind'][theme].panel).toBe(THEME_COLOURS[theme].panel);
  });
});
