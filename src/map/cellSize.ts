/** The seven cell sizes in pixels, largest first; the last is the fallback for tiny windows. */
export const CELL_SIZE_STEPS = [32, 28, 24, 20, 16, 12, 10] as const;

const LARGEST = CELL_SIZE_STEPS[0];
const SMALLEST = CELL_SIZE_STEPS[CELL_SIZE_STEPS.length - 1];

/**
 * Steps above 32 px that only a map text size larger than Normal reaches: without them Large and Huge
 * both stopped at 32 on a 1920x1080 screen that has room for 40.
 */
export const ENLARGED_STEPS = [40, 36] as const;

// The map may use 40% of the window's width and 60% of its height, leaving room for the panels.
const WIDTH_SHARE = 0.4;
const HEIGHT_SHARE = 0.6;

/** A width and height in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/** The first step a per-cell value reaches (32, 28, 24, 20, 16, 12), else the fallback 10. */
export function snapToStep(perCell: number): number {
  return CELL_SIZE_STEPS.find((step) => perCell >= step) ?? SMALLEST;
}

/**
 * The window rule: the smaller of the two per-cell values of 40% of the width and 60% of the
 * height, snapped down to a step.
 */
export function cellSizeFor(windowWidth: number, windowHeight: number, cols: number, rows: number): number {
  return snapToStep(Math.min((windowWidth * WIDTH_SHARE) / cols, (windowHeight * HEIGHT_SHARE) / rows));
}

/** The step a per-cell value reaches under the map text size `scale`: past 32 only for text larger than Normal. */
function snapScaled(perCell: number, scale: number): number {
  const enlarged = scale > 1 ? ENLARGED_STEPS.find((step) => perCell >= step) : undefined;
  return enlarged ?? snapToStep(perCell);
}

/** The window rule for a map text size (`scale`, Normal is 1): the rule's per-cell value times the scale, snapped. */
export function ruleCellSize(window: Size, cols: number, rows: number, scale = 1): number {
  return snapScaled(
    Math.min((window.width * WIDTH_SHARE) / cols, (window.height * HEIGHT_SHARE) / rows) * scale,
    scale,
  );
}

/**
 * The cell size the map is drawn at, so that all cols x rows cells fit the box it has.
 * Side by side (two panes), the window rule caps it and the steps apply: a cell never exceeds
 * the box's per-cell value, so the whole map always shows. Stacked (a phone), the map owns the
 * whole row: the steps would leave a quarter of it empty (390 px wide: 12 px cells, 300 px used),
 * so the cell is the box's whole-pixel per-cell value, between the smallest and largest steps.
 * `scale` is the player's map text size (1 is Normal): it scales the window rule's cap, and never
 * the box, so a larger text size still shows the whole map (on a phone the box is the limit).
 */
export function mapCellSize(opts: {
  window: Size;
  box: Size;
  cols: number;
  rows: number;
  stacked: boolean;
  scale?: number;
}): number {
  const { window, box, cols, rows, stacked, scale = 1 } = opts;
  const fit = Math.min(box.width / cols, box.height / rows);
  if (stacked) return Math.max(SMALLEST, Math.min(LARGEST, Math.floor(fit * Math.min(1, scale))));
  const rule = Math.min((window.width * WIDTH_SHARE) / cols, (window.height * HEIGHT_SHARE) / rows);
  return snapScaled(Math.min(fit, rule * scale), scale);
}

/** Fixed parts of the left pane, in CSS pixels (they match game.css). */
export const LEFT_PANE = {
  /** The map's 1 px border on each side. */
  mapBorder: 2,
  /** The pane's padding on each side, side by side. */
  padding: 10,
  /** Space between the map, the log and the controls. */
  gap: 8,
  /** The log never gets less than this (its head and four lines). */
  logMin: 110,
  /** Stacked, the map may take this share of the window's height (the panels need the rest). */
  stackedHeightShare: 0.4,
} as const;

/**
 * The box the map's cells may fill, from the left pane's content box and the controls' height.
 * Side by side, the pane's height is the window's and the map gets what the log (at its minimum)
 * and the controls leave; stacked, the pane grows with its content, so the height comes from the
 * window instead.
 */
export function mapBox(opts: { pane: Size; controlsHeight: number; window: Size; stacked: boolean }): Size {
  const { pane, controlsHeight, window, stacked } = opts;
  const width = pane.width - LEFT_PANE.mapBorder;
  if (stacked) return { width, height: window.height * LEFT_PANE.stackedHeightShare };
  const height = pane.height - controlsHeight - LEFT_PANE.logMin - 2 * LEFT_PANE.gap - LEFT_PANE.mapBorder;
  return { width, height };
}

/** The left pane's width (side by side) that holds `cols` cells of `cell` px: cells, map border and padding. */
export function paneWidthForCells(cell: number, cols: number): number {
  return cell * cols + LEFT_PANE.mapBorder + 2 * LEFT_PANE.padding;
}

/**
 * The left pane's width at which the map reaches the window rule's step for the text size (1920x1080,
 * Normal: 28 px cells, a 722 px pane), never wider than the pane's height lets the map grow (the log
 * keeping its minimum under it). `paneHeight` is the pane's content height.
 */
export function mapPaneWidth(opts: {
  window: Size;
  paneHeight: number;
  controlsHeight: number;
  cols: number;
  rows: number;
  scale?: number;
}): number {
  const { window, paneHeight, controlsHeight, cols, rows, scale = 1 } = opts;
  const tall = mapBox({ pane: { width: Infinity, height: paneHeight }, controlsHeight, window, stacked: false });
  const cell = snapScaled(Math.min(tall.height / rows, ruleCellSize(window, cols, rows, scale)), scale);
  return paneWidthForCells(cell, cols);
}
