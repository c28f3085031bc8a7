// The colours a palette x theme gives the HUD's text and the backgrounds under it, read from the same
// sources the browser reads: Radix's colour tokens (the App's accent and gray), every stylesheet under
// src that sets a theme's custom properties, and the palette's own rules (src/ui/display/uiPalettes.ts).
// Unit contrast tests measure these in node, so axe in the browser need not visit every palette.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseHex } from '../../src/map/colourMath';
import type { PaletteId } from '../../src/map/palette';
import { UI_PALETTES, type ColouredLogKind } from '../../src/ui/display/uiPalettes';
import type { ThemeName } from '../../src/ui/theme/ThemeProvider';

const SRC = path.resolve(import.meta.dirname, '../../src');
const require = createRequire(import.meta.url);

/** What the log colours fall back to when a palette sets none (src/ui/display/display.css). */
export const LOG_FALLBACK: Record<ColouredLogKind, string> = {
  player: '--green-11',
  enemy: '--red-11',
  loot: '--amber-11',
};

/** The two backgrounds text is drawn on: the page and the panels (the log, the side panels, dialogs). */
export const BACKGROUNDS = ['--color-background', '--color-panel-solid'] as const;

/** Text colours the HUD draws whatever the palette (the log's are added per palette). */
export const TEXT_COLOURS = [
  '--terminal-ink',
  '--terminal-dim',
  '--terminal-error',
  '--terminal-warn',
  '--accent-11',
  '--accent-a11',
  '--accent-12',
  '--gray-11',
  '--gray-a11',
  '--gray-12',
  '--green-11',
  '--red-11',
  '--amber-11',
  '--blue-11',
  '--threat-trivial',
  '--threat-fair',
  '--threat-dangerous',
  '--threat-deadly',
] as const;

// The selectors a theme's custom properties are set under, in Radix's tokens and in the app's CSS.
const TOKEN_SELECTORS: Record<ThemeName, string> = { light: ':root, .light, .light-theme', dark: '.dark, .dark-theme' };
// The app's rules come in two layers: for both themes, then for one theme (more specific, so over the first).
const APP_LAYERS: Record<ThemeName, string[]> = {
  light: ['.radix-themes', '.radix-themes:not(.dark)'],
  dark: ['.radix-themes', '.dark .radix-themes, .radix-themes.dark'],
};

/** The `--name: #hex` declarations of every rule in `css` whose selector is exactly `selector`. */
function declarationsOf(css: string, selector: string): Record<string, string> {
  const found: Record<string, string> = {};
  const plain = css.replace(/\/\*[^]*?\*\//g, '');
  for (const rule of plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (rule[1].trim().replace(/\s+/g, ' ') !== selector) continue;
    for (const d of rule[2].matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6}(?:[0-9a-f]{2})?)\s*;/gi)) found[d[1]] = d[2];
  }
  return found;
}

function cssFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFilesUnder(at);
    return entry.name.endsWith('.css') ? [at] : [];
  });
}

/** The accent and gray colours the App's <Theme> names (src/ui/App.tsx). */
function themeColourNames(): { accent: string; gray: string } {
  const app = readFileSync(path.join(SRC, 'ui/App.tsx'), 'utf8');
  const accent = /accentColor="(\w+)"/.exec(app)?.[1];
  const gray = /grayColor="(\w+)"/.exec(app)?.[1];
  if (!accent || !gray) throw new Error('src/ui/App.tsx names no accentColor or grayColor on its <Theme>');
  return { accent, gray };
}

/**
 * Every custom property colour of `theme` before any palette: Radix's tokens (accent and gray as the
 * App's aliases), then the app's stylesheets. A property two stylesheets set differently for the same
 * theme is an error: which one wins would depend on load order, not on anything a test can read.
 */
export function themeColours(theme: ThemeName): Record<string, string> {
  const { accent, gray } = themeColourNames();
  const colours: Record<string, string> = {};
  for (const hue of new Set(['green', 'red', 'amber', 'blue', accent, gray])) {
    const tokens = readFileSync(require.resolve(`@radix-ui/themes/tokens/colors/${hue}.css`), 'utf8');
    Object.assign(colours, declarationsOf(tokens, TOKEN_SELECTORS[theme]));
  }
  for (const [name, value] of Object.entries(colours)) {
    const alias = new RegExp(`^--(${accent}|${gray})-(a?\\d+)$`).exec(name);
    if (alias) colours[`--${alias[1] === accent ? 'accent' : 'gray'}-${alias[2]}`] = value;
  }
  const sheets = cssFilesUnder(SRC).map((file) => ({ file, css: readFileSync(file, 'utf8') }));
  for (const selector of APP_LAYERS[theme]) {
    const layer: Record<string, { value: string; file: string }> = {};
    for (const { file, css } of sheets) {
      for (const [name, value] of Object.entries(declarationsOf(css, selector))) {
        const earlier = layer[name];
        if (earlier && earlier.value.toLowerCase() !== value.toLowerCase())
          throw new Error(`${name} is ${earlier.value} in ${earlier.file} and ${value} in ${file} (${selector})`);
        layer[name] = { value, file };
      }
    }
    for (const [name, { value }] of Object.entries(layer)) colours[name] = value;
  }
  return colours;
}

/** The colours of `palette` in `theme`: the theme's, with the palette's own properties and log colours over them. */
export function paletteColours(palette: PaletteId, theme: ThemeName): Record<string, string> {
  const ui = UI_PALETTES[palette][theme];
  const colours = { ...themeColours(theme), ...ui.vars };
  for (const [kind, fallback] of Object.entries(LOG_FALLBACK) as [ColouredLogKind, string][])
    colours[`--log-${kind}`] = ui.log?.[kind] ?? colours[fallback];
  return colours;
}

/** A #rrggbb or #rrggbbaa colour as drawn over `background` (0xRRGGBB), the way the browser blends it. */
export function over(colour: string, background: number): number {
  const solid = parseHex(colour.slice(0, 7));
  if (colour.length === 7) return solid;
  const alpha = Number.parseInt(colour.slice(7), 16) / 255;
  let blended = 0;
  for (const shift of [16, 8, 0]) {
    const channel = ((solid >> shift) & 0xff) * alpha + ((background >> shift) & 0xff) * (1 - alpha);
    blended |= Math.round(channel) << shift;
  }
  return blended;
}
