import { describe, expect, it } from 'vitest';
import {
  cellSizeFor,
  CELL_SIZE_STEPS,
  LEFT_PANE,
  mapBox,
  mapCellSize,
  mapPaneWidth,
  paneWidthForCells,
  ruleCellSize,
  snapToStep,
} from '../../../src/map/cellSize';

describe('cellSizeFor (the window rule: 40% of width, 60% of height, smaller per-cell value, seven steps)', () => {
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
    expect(snapToStep(11.9)).toBe(10);
    expect(snapToStep(3)).toBe(10);
  });
});

describe('mapCellSize: all 25 x 15 cells always fit the box the map has', () => {
  const map = { cols: 25, rows: 15 };

  it('side by side, the window rule caps a roomy box: 1280x800 draws 20 px cells in a 628 px pane', () => {
    const cell = mapCellSize({
      window: { width: 1280, height: 800 },
      box: { width: 628, height: 500 },
      ...map,
      stacked: false,
    });
    expect(cell).toBe(20);
  });

  it('side by side, a box smaller than the window rule wins: 1920 -> 1024 never keeps 24 px cells in a 402 px box', () => {
    const cell = mapCellSize({
      window: { width: 1920, height: 1080 },
      box: { width: 402, height: 242 },
      ...map,
      stacked: false,
    });
    expect(cell).toBe(16);
    expect(cell * 25).toBeLessThanOrEqual(402);
    expect(cell * 15).toBeLessThanOrEqual(242);
  });

  it('side by side, a short box limits by height', () => {
    // 200 px of height: 13.3 per row, snapped to 12 although the width would allow 24.
    expect(
      mapCellSize({ window: { width: 2560, height: 1440 }, box: { width: 630, height: 200 }, ...map, stacked: false }),
    ).toBe(12);
  });

  it('stacked on a 390 px phone, the map takes the whole row: 15 px cells, 375 of 376 px', () => {
    const box = mapBox({
      pane: { width: 378, height: 600 },
      controlsHeight: 92,
      window: { width: 390, height: 844 },
      stacked: true,
    });
    expect(box.width).toBe(376);
    const cell = mapCellSize({ window: { width: 390, height: 844 }, box, ...map, stacked: true });
    expect(cell).toBe(15);
  });

  it('stacked, the cell stays between the smallest and largest steps', () => {
    expect(
      mapCellSize({ window: { width: 360, height: 640 }, box: { width: 200, height: 500 }, ...map, stacked: true }),
    ).toBe(10);
    expect(
      mapCellSize({ window: { width: 767, height: 2000 }, box: { width: 2000, height: 2000 }, ...map, stacked: true }),
    ).toBe(32);
  });

  it('stacked, the map takes at most 40% of the window height', () => {
    // A 700 x 600 window: 240 px of height, 16 px cells, though the width would allow 27.
    const box = mapBox({
      pane: { width: 688, height: 900 },
      controlsHeight: 92,
      window: { width: 700, height: 600 },
      stacked: true,
    });
    expect(mapCellSize({ window: { width: 700, height: 600 }, box, ...map, stacked: true })).toBe(16);
  });
});

describe('mapBox: what the left pane leaves the map', () => {
  it('side by side: the pane height less the controls, the log at its minimum, two gaps and the border', () => {
    const box = mapBox({
      pane: { width: 630, height: 715 },
      controlsHeight: 92,
      window: { width: 1280, height: 800 },
      stacked: false,
    });
    expect(box).toEqual({ width: 628, height: 715 - 92 - LEFT_PANE.logMin - 16 - 2 });
  });
});

describe('mapCellSize with the map text size (scale; Normal is 1)', () => {
  const map = { cols: 25, rows: 15 };
  const wide = { window: { width: 1280, height: 800 }, box: { width: 900, height: 520 }, ...map, stacked: false };

  it('1280x800: Small 12 px, Normal 20 px, Large 24 px, Huge 32 px while the box has room', () => {
    expect([0.75, 1, 1.3, 1.6].map((scale) => mapCellSize({ ...wide, scale }))).toEqual([12, 20, 24, 32]);
  });

  it('never outgrows the box: Huge in a 500 x 300 box is 20 px (25 x 20 = 500)', () => {
    expect(mapCellSize({ ...wide, box: { width: 500, height: 300 }, scale: 1.6 })).toBe(20);
  });

  it('on a phone the box is the limit: Large keeps the whole-pixel fit, Small shrinks it', () => {
    const phone = { window: { width: 390, height: 844 }, box: { width: 376, height: 337.6 }, ...map, stacked: true };
    expect(mapCellSize({ ...phone, scale: 1.3 })).toBe(15);
    expect(mapCellSize({ ...phone, scale: 0.75 })).toBe(11);
  });
});

describe('the window rule on big screens (the map reaches its step)', () => {
  const map = { cols: 25, rows: 15 };
  // 1080 less the 45 px header and the pane's 2 x 10 px padding; the controls' one row is 92 px high.
  const tall = { paneHeight: 1015, controlsHeight: 92, ...map };

  it('1920x1080: the left pane is 722 px, so 25 cells of 28 px (700 px) fit with border and padding', () => {
    expect(paneWidthForCells(28, 25)).toBe(722);
    expect(mapPaneWidth({ window: { width: 1920, height: 1080 }, ...tall })).toBe(722);
  });

  it('1920x1080: each text size is its own step where the box has room: 20, 28, 36, 40', () => {
    const wide = { window: { width: 1920, height: 1080 }, box: { width: 1100, height: 795 }, ...map, stacked: false };
    expect([0.75, 1, 1.3, 1.6].map((scale) => mapCellSize({ ...wide, scale }))).toEqual([20, 28, 36, 40]);
    expect([0.75, 1, 1.3, 1.6].map((scale) => mapPaneWidth({ window: wide.window, ...tall, scale }))).toEqual([
      522, 722, 922, 1022,
    ]);
  });

  it('Normal text never goes past the seventh step, 32 px, however large the window', () => {
    expect(
      mapCellSize({
        window: { width: 4000, height: 3000 },
        box: { width: 2000, height: 2000 },
        ...map,
        stacked: false,
      }),
    ).toBe(32);
    expect(ruleCellSize({ width: 4000, height: 3000 }, 25, 15)).toBe(32);
  });

  it('a short pane asks for no more width than its height lets the map use', () => {
    // 1920x700: the rule allows 28 px, but 700 px of window leaves ~27.6 px per row: 24 px, a 622 px pane.
    expect(mapPaneWidth({ window: { width: 1920, height: 700 }, paneHeight: 635, controlsHeight: 92, ...map })).toBe(
      622,
    );
  });
});
