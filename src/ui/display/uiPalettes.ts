// The HUD's side of each palette (palette x theme): log colours, text and accent colours, and the
// marks that tell log lines apart without colour. The map's side is src/map/palette.ts.
import type { PaletteId } from '../../map/palette';
import type { ThemeName } from '../theme/ThemeProvider';
import { THEME_COLOURS } from '../theme/themeColours';

/** The coloured log kinds (src/ui/game/hud/logColour.ts). */
export type ColouredLogKind = 'player' | 'enemy' | 'loot';

/** One palette in one theme, for the HUD. */
export interface UiPalette {
  /** The panel colour the log is drawn on (the theme's own when the palette keeps it). */
  panel: string;
  /** Log line colours; null keeps the theme's green, red and amber. */
  log: Record<ColouredLogKind, string> | null;
  /** Other CSS custom properties set over the theme's (text, borders, accents). */
  vars: Record<string, string>;
  /** Each coloured log line starts with a mark of its kind, so it reads without colour. */
  marks: boolean;
}

// The theme's own panels.
const PARCHMENT_PANEL = THEME_COLOURS.light.panel;
const NIGHT_PANEL = THEME_COLOURS.dark.panel;

/** Every HUD palette. High contrast: every text colour at least 7:1 on its panel (tests/unit/ui/display). */
export const UI_PALETTES: Record<PaletteId, Record<ThemeName, UiPalette>> = {
  standard: {
    light: { panel: PARCHMENT_PANEL, log: null, vars: {}, marks: false },
    dark: { panel: NIGHT_PANEL, log: null, vars: {}, marks: false },
  },
  'high-contrast': {
    light: {
      panel: '#ffffff',
      log: { player: '#00561b', enemy: '#9e0000', loot: '#5c3a00' },
      vars: {
        '--color-background': '#ffffff',
        '--color-panel-solid': '#ffffff',
        '--terminal-ink': '#000000',
        '--terminal-dim': '#2e2618',
        '--terminal-border': '#000000',
        '--accent-11': '#0a4a2a',
        '--accent-a11': '#0a4a2a',
        '--accent-12': '#06301b',
        '--gray-11': '#33302a',
        '--gray-12': '#000000',
        '--threat-trivial': '#00561b',
        '--threat-fair': '#5c3a00',
        '--threat-dangerous': '#8a2500',
        '--threat-deadly': '#9e0000',
      },
      marks: true,
    },
    dark: {
      panel: '#000000',
      log: { player: '#7dff9a', enemy: '#ff8a8a', loot: '#ffd84d' },
      vars: {
        '--color-background': '#000000',
        '--color-panel-solid': '#000000',
        '--terminal-ink': '#ffffff',
        '--terminal-dim': '#d6f5dc',
        '--terminal-border': '#8cffaa',
        '--accent-11': '#7dffa8',
        '--accent-a11': '#7dffa8',
        '--accent-12': '#d9ffe5',
        '--gray-11': '#d9d9d9',
        '--gray-12': '#ffffff',
        '--threat-trivial': '#7dff9a',
        '--threat-fair': '#ffd84d',
        '--threat-dangerous': '#ffab70',
        '--threat-deadly': '#ff8a8a',
      },
      marks: true,
    },
  },
  'colour-blind': {
    // Okabe-Ito blue, vermillion and reddish purple (yellow on the dark panel), darkened on parchment.
    // Threat words run blue, yellow, orange-brown, purple: 25+ CIELAB units apart under protanopia and deuteranopia.
    light: {
      panel: PARCHMENT_PANEL,
      log: { player: '#005a8f', enemy: '#a84300', loot: '#8c2f6a' },
      vars: {
        '--threat-trivial': '#1457c8',
        '--threat-fair': '#8a6400',
        '--threat-dangerous': '#6b2a10',
        '--threat-deadly': '#8c2f6a',
      },
      marks: true,
    },
    dark: {
      panel: NIGHT_PANEL,
      log: { player: '#56b4e9', enemy: '#f07a3a', loot: '#f0e442' },
      vars: {
        '--threat-trivial': '#3f8cff',
        '--threat-fair': '#f0e442',
        '--threat-dangerous': '#d16a47',
        '--threat-deadly': '#e699c6',
      },
      marks: true,
    },
  },
};

// The root theme element and every portal (dialogs, toasts) carry .radix-themes; `dark` is on it or on <html>.
const THEME_SELECTORS: Record<ThemeName, (palette: PaletteId) => string> = {
  light: (p) => `html[data-palette="${p}"] .radix-themes:not(.dark)`,
  dark: (p) => `html[data-palette="${p}"] .radix-themes.dark, html[data-palette="${p}"].dark .radix-themes`,
};

function declarations(ui: UiPalette): string {
  const logVars = ui.log ? Object.entries(ui.log).map(([kind, colour]) => [`--log-${kind}`, colour]) : [];
  return [...Object.entries(ui.vars), ...logVars].map(([name, value]) => `${name}: ${value};`).join(' ');
}

/** The stylesheet of every palette, keyed by <html data-palette>: one rule per palette and theme. */
export function paletteStylesheet(): string {
  const rules: string[] = [];
  for (const [palette, themes] of Object.entries(UI_PALETTES) as [PaletteId, Record<ThemeName, UiPalette>][]) {
    for (const theme of ['light', 'dark'] as const) {
      const body = declarations(themes[theme]);
      if (body) rules.push(`${THEME_SELECTORS[theme](palette)} { ${body} }`);
    }
  }
  return rules.join('\n');
}
