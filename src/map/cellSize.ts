/** The seven cell sizes in pixels, largest first; the last is the fallback for tiny windows. */
export const CELL_SIZE_STEPS = [32, 28, 24, 20, 16, 12, 10] as const;

// SPEC 2: the map may use 40% of the window's width and 60% of its height.
const WIDTH_SHARE = 0.4;
const HEIGHT_SHARE = 0.6;

/** Under 768 px the panes stack and the map has the whole row, so it may use 90% of the width
 *  (with 40% a phone gets the 10 px fallback, too small to read or tap). */
export const NARROW_WIDTH_SHARE = 0.9;

/**
 * Cell size for a map of cols x rows in a window of the given size: the smaller of the two
 * per-cell values, snapped down to the first step it reaches (32, 28, 24, 20, 16, 12), else 10.
 */
export function cellSizeFor(windowWidth: number, windowHeight: number, cols: number, rows: number, widthShare = WIDTH_SHARE): number {
  const perCell = Math.min((windowWidth * widthShare) / cols, (windowHeight * HEIGHT_SHARE) / rows);
  const fallback = CELL_SIZE_STEPS[CELL_SIZE_STEPS.length - 1];
  return CELL_SIZE_STEPS.find((step) => perCell >= step) ?? fallback;
}
