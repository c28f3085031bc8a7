import { CanvasSource, Rectangle, Texture } from './pixi';
import { GLYPHS } from './mapGlyphs';
import type { GlyphCue } from './palette';

/** Glyph size in the atlas, in pixels; cells are drawn by scaling it to the cell size. */
export const ATLAS_CELL = 32;

/** A monospace bitmap font: one white glyph texture per character and cue, tinted per cell. */
export interface GlyphAtlas {
  texture(ch: string, cue?: GlyphCue): Texture;
}

const FONT_STACK = '"DejaVu Sans Mono", "Cascadia Mono", Menlo, Consolas, "Liberation Mono", monospace';
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
// One atlas row per cue: the plain glyphs, then underlined, then boxed (a few KB of texture each).
const CUES: readonly GlyphCue[] = ['plain', 'underline', 'box'];

// The cue's mark around a glyph drawn at (left, top): a 3 px bar under it, or a 2 px frame.
function drawCue(ctx: CanvasRenderingContext2D, cue: GlyphCue, left: number, top: number): void {
  if (cue === 'underline') ctx.fillRect(left + 3, top + ATLAS_CELL - 4, ATLAS_CELL - 6, 3);
  else if (cue === 'box') {
    ctx.lineWidth = 2;
    ctx.strokeRect(left + 1, top + 1, ATLAS_CELL - 2, ATLAS_CELL - 2);
  }
}

/**
 * Draw every map character once per cue into one canvas and cut it into glyph textures. `between` runs
 * after each cue's row: MapLayer passes nextTask, so that each row is drawn in a task of its own (the
 * three at once took one 20 ms task of a resumed game's load).
 */
export async function createGlyphAtlas(
  between: () => Promise<void>,
  extra: string = Object.values(GLYPHS).join(''),
): Promise<GlyphAtlas> {
  const chars = Array.from(new Set(Array.from(PRINTABLE + extra)));
  const canvas = document.createElement('canvas');
  canvas.width = chars.length * ATLAS_CELL;
  canvas.height = ATLAS_CELL * CUES.length;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('glyph atlas: no 2D canvas');
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const [row, cue] of CUES.entries()) {
    const top = row * ATLAS_CELL;
    // A boxed glyph is drawn a little smaller so it keeps clear of its frame.
    ctx.font = `bold ${Math.round(ATLAS_CELL * (cue === 'box' ? 0.68 : 0.8))}px ${FONT_STACK}`;
    chars.forEach((ch, i) => {
      const left = i * ATLAS_CELL;
      // The solid block fills its cell exactly so unseen areas read as one dark mass.
      if (ch === GLYPHS.unseen) ctx.fillRect(left, top, ATLAS_CELL, ATLAS_CELL);
      else ctx.fillText(ch, left + ATLAS_CELL / 2, top + ATLAS_CELL / 2 + (cue === 'underline' ? -1 : 1));
      if (ch !== GLYPHS.unseen && ch !== ' ') drawCue(ctx, cue, left, top);
    });
    await between();
  }
  // The source Texture.from(canvas) would make, without its resource detection and cache.
  const source = new CanvasSource({ resource: canvas });
  const textures = new Map<string, Texture>();
  CUES.forEach((cue, row) => {
    chars.forEach((ch, i) => {
      const frame = new Rectangle(i * ATLAS_CELL, row * ATLAS_CELL, ATLAS_CELL, ATLAS_CELL);
      textures.set(cue + ch, new Texture({ source, frame }));
    });
  });
  const fallback = textures.get('plain?')!;
  return { texture: (ch, cue = 'plain') => textures.get(cue + ch) ?? fallback };
}
