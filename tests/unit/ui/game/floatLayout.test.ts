import { describe, expect, it } from 'vitest';
import { clampPaneWidth, FLOAT_SIZES, initialBoxes, keepOnScreen } from '../../../../src/ui/float/floatLayout';

describe('FLOAT windows', () => {
  it('opens with the SPEC sizes', () => {
    const boxes = initialBoxes({ width: 1600, height: 1000 });
    expect(boxes.stats).toMatchObject({ width: 280, height: 300 });
    expect(boxes.inventory).toMatchObject({ width: 320, height: 400 });
    expect(boxes.equipment).toMatchObject({ width: 280, height: 350 });
    expect(boxes.spells).toMatchObject({ width: 280, height: 250 });
    expect(FLOAT_SIZES.spells).toEqual({ width: 280, height: 250 });
  });
  it('never shrinks below 200x150 and stays on screen', () => {
    expect(keepOnScreen({ x: -50, y: 900, width: 100, height: 80 }, { width: 1280, height: 800 })).toEqual({ x: 0, y: 650, width: 200, height: 150 });
    expect(keepOnScreen({ x: 1200, y: 10, width: 300, height: 300 }, { width: 1280, height: 800 }).x).toBe(980);
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
});

describe('FLOAT on a phone', () => {
  it('cascades the windows below the header and keeps them on screen', () => {
    const boxes = initialBoxes({ width: 390, height: 844 });
    for (const box of Object.values(boxes)) {
      expect(box.y).toBeGreaterThanOrEqual(120);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
});
