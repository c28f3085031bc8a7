/** The four floating panels of FLOAT mode. */
export type FloatPanel = 'stats' | 'inventory' | 'equipment' | 'spells';

/** A window's box in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** SPEC 2 initial sizes; the minimum is 200 x 150. */
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

/** Initial boxes: tiled two by two at the right of the screen, where the right pane was. */
export function initialBoxes(viewport: { width: number; height: number }): Record<FloatPanel, Box> {
  const left = Math.max(0, viewport.width - 620);
  const at = (panel: FloatPanel, x: number, y: number) => keepOnScreen({ x, y, ...FLOAT_SIZES[panel] }, viewport);
  // A phone has no room to tile: cascade them below the header so FLOAT stays reachable.
  if (viewport.width < 768) {
    return { stats: at('stats', 8, 130), spells: at('spells', 24, 170), equipment: at('equipment', 40, 210), inventory: at('inventory', 56, 250) };
  }
  return {
    stats: at('stats', left, 56),
    spells: at('spells', left, 366),
    equipment: at('equipment', left + 300, 56),
    inventory: at('inventory', left + 290, 416),
  };
}

/** SPEC 2 pane limits: 300-1200 px and 20%-80% of the parent's width. */
export const PANE = { initial: 650, min: 300, max: 1200, minShare: 0.2, maxShare: 0.8 } as const;

/** Clamp the left pane's width to the SPEC limits for a parent of the given width. */
export function clampPaneWidth(width: number, parentWidth: number): number {
  const low = Math.max(PANE.min, parentWidth * PANE.minShare);
  const high = Math.min(PANE.max, parentWidth * PANE.maxShare);
  return Math.round(Math.max(low, Math.min(high, width)));
}
