import type { Glyph } from './mapGlyphs';
import type { MapPalette } from './palette';

/** Draws a grid into the map's canvas; returns how many cells changed (0: no frame drawn). */
export type MapPainter = (grid: Glyph[][], palette: MapPalette, cell: number) => number;
