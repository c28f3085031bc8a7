import { Rectangle, Texture } from 'pixi.js';
import { GLYPHS } from './mapGlyphs';

/** Glyph size in the atlas, in pixels; cells are drawn by scaling it to the cell size. */
export const ATLAS_CELL = 32;

/** A monospace bitmap font: one white glyph texture per character, tinted per cell. */
export interface GlyphAtlas {
  texture(ch: string): Texture;
}

const FONT_STACK = '"DejaVu Sans Mono", "Cascadia Mono", Menlo, Consolas, "Liberation Mono", monospace';
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

/** Draw every map character once into one canvas and cut it into glyph textures. */
export function createGlyphAtlas(extra: string = Object.values(GLYPHS).join('')): GlyphAtlas {
  const chars = Array.from(new Set(Array.from(PRINTABLE + extra)));
  const canvas = document.createElement('canvas');
  canvas.width = chars.length * ATLAS_CELL;
  canvas.height = ATLAS_CELL;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('glyph atlas: no 2D canvas');
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold ${Math.round(ATLAS_CELL * 0.8)}px ${FONT_STACK}`;
  chars.forEach((ch, i) => {
    // The solid block fills its cell exactly so unseen areas read as one dark mass.
    if (ch === GLYPHS.unseen) ctx.fillRect(i * ATLAS_CELL, 0, ATLAS_CELL, ATLAS_CELL);
    else ctx.fillText(ch, i * ATLAS_CELL + ATLAS_CELL / 2, ATLAS_CELL / 2 + 1);
  });
  const base = Texture.from(canvas);
  const textures = new Map<string, Texture>();
  chars.forEach((ch, i) => {
    textures.set(ch, new Texture({ source: base.source, frame: new Rectangle(i * ATLAS_CELL, 0, ATLAS_CELL, ATLAS_CELL) }));
  });
  const fallback = textures.get('?')!;
  return { texture: (ch) => textures.get(ch) ?? fallback };
}
