// The theme's own colours, once: the page and the panels behind the HUD and the ink on them, per theme.
// The palettes (src/ui/display/uiPalettes.ts) and the icons (scripts/make-icons.ts) import them. What
// cannot import a module keeps a copy that tests/unit/ui/theme/themeColours.test.ts holds to these:
// src/ui/theme/terminal.css, index.html's first paint and theme-color, the web manifest (vite.config.ts)
// and the map's backgrounds (src/map/palette.ts, whose standard and colour-blind palettes keep the theme's).
import type { ThemeName } from './ThemeProvider';

/** One theme's colours (#rrggbb). */
export interface ThemeColours {
  /** The page behind everything, and the map's background. */
  background: string;
  /** The panels (the log, the side panels, dialogs). */
  panel: string;
  /** The text. */
  ink: string;
}

/** Ink on parchment (light), green on black (dark). */
export const THEME_COLOURS: Readonly<Record<ThemeName, ThemeColours>> = {
  light: { background: '#f4ecd8', panel: '#fbf6e9', ink: '#2b2115' },
  dark: { background: '#0b0f0b', panel: '#101810', ink: '#b8f5c4' },
};
