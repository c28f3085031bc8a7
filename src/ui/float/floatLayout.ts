/** The four floating panels of FLOAT mode. */
export type FloatPanel = 'stats' | 'inventory' | 'equipment' | 'spells';

/** A window's box in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Initial sizes of the FLOAT windows; the minimum is 200 x 150. */
export const FLOAT_SIZES: Record<FloatPanel, { width: number; height: number }> = {
  stats: { width: 280, height: 300 },
  inventory: { width: 320, height: 400 },
  equipment: { width: 280, height: 350 },
  spells: { width: 280, height: 250 },
};
export const FLOAT_MIN = { width: 200, height: 150 } as const;

/** Keep a window inside the viewport (at least its title bar reachable) and at least the minimum size. */
export function keepOnScreen(box: Box, viewport: { width: number; height: number }): Box {
  const width = Math.max(FLOAT_MIN.width, Math.min(box.width, viewport.width));
  const height = Math.max(FLOAT_MIN.height, Math.min(box.height, viewport.height));
  const x = Math.max(0, Math.min(box.x, viewport.width - width));
  const y = Math.max(0, Math.min(box.y, viewport.height - height));
  return { x, y, width, height };
}

/** Where the windows may open: the free part of the right pane, under the enemy panel. */
export type Area = Box;

// Space kept between windows and from the window's edge; a cascade's step shows each title bar.
const GAP = 8;
const CASCADE = { dx: 16, dy: 32 } as const;
// A title bar's height: a step down at least this tall leaves the whole title to grab.
const TITLE_HEIGHT = 30;
// Two columns side by side: stats over spells (280 wide), equipment over inventory (320 wide). The four
// initial heights (1,300 px with the gaps) need a 700 px tall area per column: where it is shorter
// (1280x800 leaves ~640) the inventory rises over the foot of the equipment window, whose seven slots
// leave that part empty, rather than over the four stats at the foot of the stats window.
const TWO_COLUMNS: [FloatPanel, FloatPanel][] = [
  ['stats', 'spells'],
  ['equipment', 'inventory'],
];
const CASCADE_ORDER: FloatPanel[] = ['stats', 'spells', 'equipment', 'inventory'];

/**
 * Initial boxes, all inside `area` (the right pane below the enemy panel, or below the map and
 * the enemy panel on a phone), so no window covers the enemy panel or the map when FLOAT is
 * switched on. Two columns when the area is wide enough for the initial sizes, else a cascade whose
 * windows narrow and shorten to the area (never under 200 x 150); a window that cannot fit under
 * the one above overlaps it rather than rising over the enemy panel.
 */
export function initialBoxes(viewport: { width: number; height: number }, area: Area): Record<FloatPanel, Box> {
  const right = Math.min(area.x + area.width, viewport.width) - GAP;
  const bottom = Math.min(area.y + area.height, viewport.height);
  const top = Math.min(area.y, Math.max(0, bottom - FLOAT_MIN.height));
  const fitHeight = (panel: FloatPanel, y: number) => {
    const height = Math.max(FLOAT_MIN.height, Math.min(FLOAT_SIZES[panel].height, bottom - top));
    return { y: Math.max(top, Math.min(y, bottom - height)), height };
  };
  const boxes = {} as Record<FloatPanel, Box>;
  const widths = TWO_COLUMNS.map((column) => Math.max(...column.map((p) => FLOAT_SIZES[p].width)));
  if (right - area.x >= widths[0] + GAP + widths[1]) {
    // Next to the left pane, where the accordions were; shifted left only if the pane is tight.
    let x = Math.min(area.x + GAP, right - widths[0] - GAP - widths[1]);
    TWO_COLUMNS.forEach((column, c) => {
      let y = top;
      for (const panel of column) {
        const { y: at, height } = fitHeight(panel, y);
        boxes[panel] = { x, y: at, width: FLOAT_SIZES[panel].width, height };
        y = at + height + GAP;
      }
      x += widths[c] + GAP;
    });
    return boxes;
  }
  const steps = CASCADE_ORDER.length - 1;
  const left = area.x + GAP;
  // A short area (a small phone) has no room to step every title bar down: the steps shrink and
  // the windows step sideways instead, so each title keeps a strip to grab.
  const dy = Math.max(0, Math.min(CASCADE.dy, Math.floor((bottom - top - FLOAT_MIN.height) / steps)));
  const dx =
    dy >= TITLE_HEIGHT ? CASCADE.dx : Math.max(CASCADE.dx, Math.floor((right - left - FLOAT_MIN.width) / steps));
  CASCADE_ORDER.forEach((panel, i) => {
    const width = Math.max(FLOAT_MIN.width, Math.min(FLOAT_SIZES[panel].width, right - left - steps * dx));
    const x = Math.max(0, Math.min(left + i * dx, right - width));
    const height = Math.max(FLOAT_MIN.height, Math.min(FLOAT_SIZES[panel].height, bottom - top - i * dy));
    const y = Math.max(top, Math.min(top + i * dy, bottom - height));
    boxes[panel] = { x, y, width, height };
  });
  return boxes;
}

/** Keep every window on screen after the window was resized. */
export function keepAllOnScreen(
  boxes: Record<FloatPanel, Box>,
  viewport: { width: number; height: number },
): Record<FloatPanel, Box> {
  const kept = { ...boxes };
  let changed = false;
  for (const panel of Object.keys(boxes) as FloatPanel[]) {
    const box = keepOnScreen(boxes[panel], viewport);
    if (
      box.x !== boxes[panel].x ||
      box.y !== boxes[panel].y ||
      box.width !== boxes[panel].width ||
      box.height !== boxes[panel].height
    ) {
      kept[panel] = box;
      changed = true;
    }
  }
  return changed ? kept : boxes;
}

/** Left pane limits: 300-1200 px and 20%-80% of the parent's width (650 px at first). */
export const PANE = { initial: 650, min: 300, max: 1200, minShare: 0.2, maxShare: 0.8 } as const;

/** Clamp the left pane's width to the PANE limits for a parent of the given width. */
export function clampPaneWidth(width: number, parentWidth: number): number {
  const low = Math.max(PANE.min, parentWidth * PANE.minShare);
  const high = Math.min(PANE.max, parentWidth * PANE.maxShare);
  return Math.round(Math.max(low, Math.min(high, width)));
}

/** The right pane never gets narrower than this (the status panel's two columns need it). */
export const RIGHT_PANE_MIN = 280;
/** The drag handle's width between the panes. */
export const RESIZER_WIDTH = 8;

/**
 * The left pane's width as drawn: the player's chosen width clamped to the PANE limits for the
 * parent's current width, and narrower still if the right pane would drop under its minimum.
 * Called on every resize, so a pane dragged wide is clamped again when the window shrinks (and
 * gets its chosen width back when the window grows again).
 */
export function paneWidthFor(chosen: number, parentWidth: number): number {
  const clamped = clampPaneWidth(chosen, parentWidth);
  const roomy = Math.floor(parentWidth - RIGHT_PANE_MIN - RESIZER_WIDTH);
  // The 300 px minimum still wins in a parent too narrow for both (the panes stack before that).
  const low = Math.max(PANE.min, parentWidth * PANE.minShare);
  return Math.round(Math.min(clamped, Math.max(roomy, low)));
}
