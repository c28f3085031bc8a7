import { describe, expect, it } from 'vitest';
import { cellSizeFor, CELL_SIZE_STEPS, NARROW_WIDTH_SHARE } from '../../../src/map/cellSize';

describe('cellSizeFor (SPEC 2: 40% of width, 60% of height, smaller per-cell value, seven steps)', () => {
  it('has seven steps: 32, 28, 24, 20, 16, then 12 and the fallback 10', () => {
    expect(CELL_SIZE_STEPS).toEqual([32, 28, 24, 20, 16, 12, 10]);
  });

  it('caps a huge window at 32', () => {
    expect(cellSizeFor(4000, 3000, 25, 15)).toBe(32);
  });

  it('uses the width share when it is the smaller per-cell value', () => {
    // 40% of 1280 = 512 -> 20.48 per column; 60% of 800 = 480 -> 32 per row.
    expect(cellSizeFor(1280, 800, 25, 15)).toBe(20);
  });

  it('uses the height share when it is the smaller per-cell value', () => {
    // 40% of 3000 -> 48 per column; 60% of 600 = 360 -> 24 per row.
    expect(cellSizeFor(3000, 600, 25, 15)).toBe(24);
  });

  it('snaps down at each threshold', () => {
    const widthFor = (perCell: number) => (perCell * 25) / 0.4;
    expect(cellSizeFor(widthFor(28), 9999, 25, 15)).toBe(28);
    expect(cellSizeFor(widthFor(27.9), 9999, 25, 15)).toBe(24);
    expect(cellSizeFor(widthFor(16), 9999, 25, 15)).toBe(16);
    expect(cellSizeFor(widthFor(15.9), 9999, 25, 15)).toBe(12);
  });

  it('falls back to the smallest step on a phone with the 40% share', () => {
    expect(cellSizeFor(390, 844, 25, 15)).toBe(10);
  });

  it('gives a stacked phone layout the 12 px step with the whole row', () => {
    expect(cellSizeFor(390, 844, 25, 15, NARROW_WIDTH_SHARE)).toBe(12);
  });
});
