import type { GlyphKind } from './mapGlyphs';

/** The three map palettes the DISPLAY dialog offers. */
export type PaletteId = 'standard' | 'high-contrast' | 'colour-blind';

/** Every palette, in the order the dialog lists them. */
export const PALETTE_IDS: readonly PaletteId[] = ['standard', 'high-contrast', 'colour-blind'];

/**
 * A cue drawn with a glyph besides its colour: an underline under it, or a box around it
 * (src/map/glyphAtlas.ts draws one texture per character and cue).
 */
export type GlyphCue = 'plain' | 'underline' | 'box';

/** Glyph colours (0xRRGGBB) per theme; chosen for contrast on the map's background. */
export interface MapPalette {
  background: number;
  glyph: Record<GlyphKind, number>;
  /** Kinds drawn with a cue besides colour; any kind not named is plain. */
  cue?: Partial<Record<GlyphKind, GlyphCue>>;
}

/** Dark: a green-on-black terminal. */
export const DARK_PALETTE: MapPalette = {
  background: 0x0b0f0b,
  glyph: {
    player: 0x7dff7a,
    monster: 0xff5b5b,
    treasure: 0xffc23d,
    locked: 0xe0a040,
    merchant: 0x5cc8ff,
    exit: 0xe58cff,
    wall: 0x8a9a8a,
    unseen: 0x1c241c,
    remembered: 0x5c6e5c,
    memory: 0x7d917d,
    floor: 0xb8d8b8,
  },
};

/** Light: ink on parchment. */
export const LIGHT_PALETTE: MapPalette = {
  background: 0xf4ecd8,
  glyph: {
    player: 0x0a7a1e,
    monster: 0xc01818,
    treasure: 0x9a5a00,
    locked: 0x8a4a00,
    merchant: 0x0a5aa8,
    exit: 0x8a1fb0,
    wall: 0x4a4030,
    unseen: 0xd9cdb0,
    remembered: 0x9a8e72,
    memory: 0x85795e,
    floor: 0x6a5e48,
  },
};

// The two palettes for eyes that need more than the standard one draw monsters underlined and the
// exit boxed: a player who cannot rely on colour tells them from every other letter by shape.
const SHAPE_CUES: MapPalette['cue'] = { monster: 'underline', exit: 'box' };

// High contrast: pure black or white behind every glyph, each glyph at least 7:1 against it
// (tests/unit/map/palettes.test.ts measures every entry). The unexplored block is a fill, not a
// glyph drawn on the background: it stays near the background so the explored area's edge shows.
const HIGH_CONTRAST_DARK: MapPalette = {
  background: 0x000000,
  glyph: {
    player: 0x5cff8a,
    monster: 0xff8080,
    treasure: 0xffd84d,
    locked: 0xffb366,
    merchant: 0x7fdcff,
    exit: 0xf5a8ff,
    wall: 0xe6e6e6,
    unseen: 0x2a2a2a,
    remembered: 0xb3b3b3,
    memory: 0xa6a6a6,
    floor: 0xffffff,
  },
  cue: SHAPE_CUES,
};

const HIGH_CONTRAST_LIGHT: MapPalette = {
  background: 0xffffff,
  glyph: {
    player: 0x00561b,
    monster: 0x9e0000,
    treasure: 0x5c3a00,
    locked: 0x6b2f00,
    merchant: 0x003d7a,
    exit: 0x5e0a80,
    wall: 0x1a1a1a,
    unseen: 0xd6d6d6,
    remembered: 0x4d4d4d,
    memory: 0x4d4d4d,
    floor: 0x000000,
  },
  cue: SHAPE_CUES,
};

// Colour-blind safe: hues that stay apart under protanopia and deuteranopia (blue, vermillion,
// yellow or bluish green, purple, and a near-black or blue-violet exit), at least 20 CIELAB units
// between any two of player, monster, treasure, merchant and exit for normal, protan and deutan
// vision (tests/unit/map/palettes.test.ts). A locked chest shares the treasure's family: its '?'
// tells it apart. Monsters are underlined and the exit is boxed, so neither depends on colour.

const COLOUR_BLIND_DARK: MapPalette = {
  background: 0x0b0f0b,
  glyph: {
    player: 0x56b4e9,
    monster: 0xf07a3a,
    treasure: 0xf0e442,
    locked: 0xe6b800,
    merchant: 0xe32e73,
    exit: 0x7389ff,
    wall: 0x9a9a9a,
    unseen: 0x1f1f1f,
    remembered: 0x6e6e6e,
    memory: 0x8c8c8c,
    floor: 0xd0d0d0,
  },
  cue: SHAPE_CUES,
};

const COLOUR_BLIND_LIGHT: MapPalette = {
  background: 0xf4ecd8,
  glyph: {
    player: 0x005a8f,
    monster: 0xa84300,
    treasure: 0x2e6c5d,
    locked: 0x1f4f44,
    merchant: 0x8509de,
    exit: 0x16001b,
    wall: 0x3d3d3d,
    unseen: 0xd9cdb0,
    remembered: 0x757575,
    memory: 0x6b6b6b,
    floor: 0x5a5a5a,
  },
  cue: SHAPE_CUES,
};

/** Every map palette: palette x theme. */
export const MAP_PALETTES: Record<PaletteId, Record<'light' | 'dark', MapPalette>> = {
  standard: { light: LIGHT_PALETTE, dark: DARK_PALETTE },
  'high-contrast': { light: HIGH_CONTRAST_LIGHT, dark: HIGH_CONTRAST_DARK },
  'colour-blind': { light: COLOUR_BLIND_LIGHT, dark: COLOUR_BLIND_DARK },
};

/** The map palette for a theme and the chosen palette (standard unless one is given). */
export function paletteFor(theme: 'light' | 'dark', palette: PaletteId = 'standard'): MapPalette {
  return MAP_PALETTES[palette][theme];
}

/** The cue a kind is drawn with in a palette. */
export function cueOf(palette: MapPalette, kind: GlyphKind): GlyphCue {
  return palette.cue?.[kind] ?? 'plain';
}
