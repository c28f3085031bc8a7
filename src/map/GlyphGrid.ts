import { Container, Sprite } from './pixi';
import { ATLAS_CELL, type GlyphAtlas } from './glyphAtlas';
import type { Glyph } from './mapGlyphs';
import { cueOf, type GlyphCue, type MapPalette } from './palette';

/**
 * The tilemap: one tinted glyph sprite per cell, made once per map size. `update` touches
 * only the cells whose character or colour changed, so a move costs a few sprite writes.
 */
export class GlyphGrid {
  readonly container = new Container();
  private sprites: Sprite[] = [];
  // What each sprite shows, kept as two arrays: a combined key string would be one allocation per
  // cell on every move.
  private drawnChars: string[] = [];
  private drawnTints: number[] = [];
  private drawnCues: GlyphCue[] = [];
  private cols = 0;

  constructor(private readonly atlas: GlyphAtlas) {}

  /** Draw the grid; returns how many cells changed (for measurement). */
  update(grid: Glyph[][], palette: MapPalette): number {
    const rows = grid.length;
    const cols = grid[0]?.length ?? 0;
    if (cols * rows !== this.sprites.length || cols !== this.cols) this.rebuild(cols, rows);
    let changed = 0;
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const glyph = grid[y][x];
        const tint = palette.glyph[glyph.kind];
        const cue = cueOf(palette, glyph.kind);
        const i = y * cols + x;
        if (this.drawnChars[i] === glyph.ch && this.drawnTints[i] === tint && this.drawnCues[i] === cue) continue;
        this.drawnChars[i] = glyph.ch;
        this.drawnTints[i] = tint;
        this.drawnCues[i] = cue;
        this.sprites[i].texture = this.atlas.texture(glyph.ch, cue);
        this.sprites[i].tint = tint;
        changed++;
      }
    }
    return changed;
  }

  /** Scale the whole grid to the cell size (the atlas is drawn at ATLAS_CELL px). */
  setCellSize(cell: number): void {
    const scale = cell / ATLAS_CELL;
    // Setting the scale dirties every child's transform; only do it when the size really changed.
    if (this.container.scale.x !== scale) this.container.scale.set(scale);
  }

  /**
   * Sprites for `count` more rows of a `cols`-wide grid, blank until the next update. A level's grid
   * is made a few rows a task before its first draw (MapLayer): its 375 sprites, made in the first
   * draw's own task, made that draw several times as long as a move's.
   */
  addRows(cols: number, count: number): void {
    if (cols !== this.cols) this.clear(cols);
    const top = this.sprites.length / cols;
    for (let y = top; y < top + count; y++) {
      for (let x = 0; x < cols; x++) {
        const sprite = new Sprite(this.atlas.texture(' '));
        sprite.position.set(x * ATLAS_CELL, y * ATLAS_CELL);
        this.sprites.push(sprite);
        this.drawnChars.push('');
        this.drawnTints.push(-1);
        this.drawnCues.push('plain');
        this.container.addChild(sprite);
      }
    }
  }

  private rebuild(cols: number, rows: number): void {
    this.clear(cols);
    this.addRows(cols, rows);
  }

  private clear(cols: number): void {
    this.container.removeChildren().forEach((child) => child.destroy());
    this.cols = cols;
    this.sprites = [];
    this.drawnChars = [];
    this.drawnTints = [];
    this.drawnCues = [];
  }
}
