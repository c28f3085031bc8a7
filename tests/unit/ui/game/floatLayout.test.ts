import { describe, expect, it } from 'vitest';
import {
  clampPaneWidth,
  FLOAT_SIZES,
  initialBoxes,
  keepAllOnScreen,
  keepOnScreen,
  paneWidthFor,
  type Box,
} from '../../../../src/ui/float/floatLayout';

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (box: Box, area: Box) =>
  box.x >= area.x &&
  box.y >= area.y &&
  box.x + box.width <= area.x + area.width &&
  box.y + box.height <= area.y + area.height;

describe('FLOAT windows', () => {
  it('opens with the initial sizes where the right pane has room (1280x800)', () => {
    // The right pane from x 658, under an enemy panel ending at y 150.
    const area = { x: 658, y: 158, width: 622, height: 642 };
    const boxes = initialBoxes({ width: 1280, height: 800 }, area);
    expect(boxes.stats).toMatchObject({ width: 280, height: 300 });
    expect(boxes.inventory).toMatchObject({ width: 320, height: 400 });
    expect(boxes.equipment).toMatchObject({ width: 280, height: 350 });
    expect(boxes.spells).toMatchObject({ width: 280, height: 250 });
    expect(FLOAT_SIZES.spells).toEqual({ width: 280, height: 250 });
    // 1,300 px of windows in two columns of 642: the inventory rises over the foot of the equipment
    // window (its seven slots end about 250 px down), never over the stats or the spells.
    for (const other of [boxes.inventory, boxes.equipment]) {
      expect(intersects(other, boxes.stats)).toBe(false);
      expect(intersects(other, boxes.spells)).toBe(false);
    }
    expect(boxes.inventory.y - boxes.equipment.y).toBeGreaterThanOrEqual(240);
  });

  it('opens every window inside the area under the enemy panel, never over it, at every size', () => {
    const cases = [
      { viewport: { width: 1920, height: 1080 }, area: { x: 658, y: 158, width: 1262, height: 922 } },
      { viewport: { width: 1280, height: 800 }, area: { x: 658, y: 158, width: 622, height: 642 } },
      { viewport: { width: 1024, height: 700 }, area: { x: 658, y: 158, width: 366, height: 542 } },
      { viewport: { width: 800, height: 600 }, area: { x: 520, y: 150, width: 280, height: 450 } },
      { viewport: { width: 390, height: 844 }, area: { x: 0, y: 600, width: 390, height: 244 } },
    ];
    for (const { viewport, area } of cases) {
      const enemy = { x: area.x + 10, y: area.y - 96, width: area.width - 20, height: 86 };
      for (const [panel, box] of Object.entries(initialBoxes(viewport, area))) {
        expect(inside(box, area), `${panel} at ${viewport.width}x${viewport.height}`).toBe(true);
        expect(intersects(box, enemy), `${panel} over the enemy at ${viewport.width}x${viewport.height}`).toBe(false);
        expect(box.width).toBeGreaterThanOrEqual(200);
        expect(box.height).toBeGreaterThanOrEqual(150);
      }
    }
  });

  it('tiles two columns without overlap when the area is tall enough (1920x1080)', () => {
    const boxes = Object.values(
      initialBoxes({ width: 1920, height: 1080 }, { x: 658, y: 158, width: 1262, height: 922 }),
    );
    for (const a of boxes) for (const b of boxes) if (a !== b) expect(intersects(a, b)).toBe(false);
  });

  it('cascades on a phone with each title bar showing (steps of 30-32 px)', () => {
    const roomy = initialBoxes({ width: 390, height: 844 }, { x: 0, y: 560, width: 390, height: 284 });
    expect([roomy.stats.y, roomy.spells.y, roomy.equipment.y, roomy.inventory.y]).toEqual([560, 592, 624, 656]);
    const boxes = initialBoxes({ width: 390, height: 844 }, { x: 0, y: 600, width: 390, height: 244 });
    expect([boxes.stats.y, boxes.spells.y, boxes.equipment.y, boxes.inventory.y]).toEqual([600, 631, 662, 693]);
    expect(boxes.spells.x - boxes.stats.x).toBe(16);
    for (const box of Object.values(boxes)) expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  it('never shrinks below 200x150 and stays on screen', () => {
    expect(keepOnScreen({ x: -50, y: 900, width: 100, height: 80 }, { width: 1280, height: 800 })).toEqual({
      x: 0,
      y: 650,
      width: 200,
      height: 150,
    });
    expect(keepOnScreen({ x: 1200, y: 10, width: 300, height: 300 }, { width: 1280, height: 800 }).x).toBe(980);
  });

  it('brings every window back on screen when the window shrinks, and keeps the same object when nothing moves', () => {
    const boxes = initialBoxes({ width: 1920, height: 1080 }, { x: 658, y: 158, width: 1262, height: 922 });
    const kept = keepAllOnScreen(boxes, { width: 1024, height: 700 });
    for (const box of Object.values(kept)) {
      expect(box.x + box.width).toBeLessThanOrEqual(1024);
      expect(box.y + box.height).toBeLessThanOrEqual(700);
    }
    expect(keepAllOnScreen(kept, { width: 1024, height: 700 })).toBe(kept);
  });
});

describe('left pane width', () => {
  it('clamps to 300-1200 and 20%-80% of the parent', () => {
    expect(clampPaneWidth(650, 1280)).toBe(650);
    expect(clampPaneWidth(100, 1280)).toBe(300);
    expect(clampPaneWidth(1100, 1280)).toBe(1024);
    expect(clampPaneWidth(1500, 2000)).toBe(1200);
    expect(clampPaneWidth(350, 2000)).toBe(400);
  });

  it('is clamped again for the current parent: a pane dragged to 1200 at 1920 gets 736 at 1024 and 1200 back at 1920', () => {
    expect(paneWidthFor(1200, 1920)).toBe(1200);
    // 80% of 1024 is 819, but the right pane keeps its 280 px + the 8 px handle.
    expect(paneWidthFor(1200, 1024)).toBe(736);
    expect(paneWidthFor(1200, 1920)).toBe(1200);
  });

  it('leaves the right pane at least 280 px between 769 and 1000 px (the initial 650 would leave ~110)', () => {
    for (const parent of [769, 800, 900, 1000]) {
      const left = paneWidthFor(650, parent);
      expect(parent - left - 8, `at ${parent}`).toBeGreaterThanOrEqual(280);
      expect(left, `at ${parent}`).toBeGreaterThanOrEqual(Math.max(300, parent * 0.2));
    }
    expect(paneWidthFor(650, 800)).toBe(512);
  });

  it('keeps the initial 650 where the right pane has room', () => {
    expect(paneWidthFor(650, 1024)).toBe(650);
    expect(paneWidthFor(650, 1280)).toBe(650);
  });
});

describe('FLOAT on a small phone', () => {
  it('steps the windows sideways when the area under the enemy panel is short, each title keeping a strip', () => {
    const area = { x: 0, y: 660, width: 360, height: 180 };
    const boxes = ['stats', 'spells', 'equipment', 'inventory'].map(
      (p) => initialBoxes({ width: 360, height: 840 }, area)[p as 'stats'],
    );
    for (let i = 1; i < boxes.length; i++) {
      const stepX = boxes[i].x - boxes[i - 1].x;
      const stepY = boxes[i].y - boxes[i - 1].y;
      // Either a whole title bar shows above the next window or a 40 px strip beside it.
      expect(stepY >= 30 || stepX >= 40, `window ${i}`).toBe(true);
    }
    for (const box of boxes) {
      expect(box.y).toBeGreaterThanOrEqual(660);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  });
});
