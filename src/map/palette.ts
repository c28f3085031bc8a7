import type { GlyphKind } from './mapGlyphs';

/** Glyph colours (0xRRGGBB) per theme; chosen for contrast on the map's background. */
export interface MapPalette {
  background: number;
  glyph: Record<GlyphKind, number>;
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
    floor: 0x6a5e48,
  },
};

/** The palette for a theme. */
export function paletteFor(theme: 'light' | 'dark'): MapPalette {
  return theme === 'dark' ? DARK_PALETTE : LIGHT_PALETTE;
}
