import { useCallback, useRef, useState } from 'react';
import { mapBox, mapCellSize, mapPaneWidth } from '../../map/cellSize';
import { useDisplay } from '../display/DisplayProvider';
import { TEXT_SCALE } from '../display/displaySettings';
import { PANE, paneWidthFor } from '../float/floatLayout';
import { useElementSize } from './useElementSize';

interface Viewport {
  width: number;
  height: number;
  narrow: boolean;
}

/**
 * The left pane's width and the map's cell size for a `cols` x `rows` level, from the measured game
 * body, left pane and controls (refs to attach) and the display's text size. `setChosenWidth` takes the
 * width the player drags the pane to; `parentWidth` is the body's width the resizer clamps to.
 */
export function useMapLayout(cols: number, rows: number, viewport: Viewport) {
  const { textSize } = useDisplay().settings;
  const bodyRef = useRef<HTMLDivElement>(null);
  const leftRef = useRef<HTMLElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const bodySize = useElementSize(bodyRef);
  const leftSize = useElementSize(leftRef);
  const controlsSize = useElementSize(controlsRef);
  // The width the player chose by dragging (null until then); what is drawn is clamped to the body's current width.
  const [chosenWidth, setChosenWidth] = useState<number | null>(null);
  const scale = TEXT_SCALE[textSize];
  // Until the player drags, the pane is as wide as the map needs to reach the window rule's step for the
  // text size (1920x1080: 722 px for 28 px cells), and never under the initial 650 px (the controls' room).
  const autoWidth = Math.max(
    PANE.initial,
    mapPaneWidth({
      window: viewport,
      paneHeight: leftSize?.height ?? viewport.height - 80,
      controlsHeight: controlsSize?.height ?? 92,
      cols,
      rows,
      scale,
    }),
  );
  const paneWidth = paneWidthFor(chosenWidth ?? autoWidth, bodySize?.width ?? viewport.width);
  const parentWidth = useCallback(() => bodyRef.current?.clientWidth ?? window.innerWidth, []);
  const stacked = viewport.narrow;
  // Before the first measure, a guess from the window; the observers correct it before it matters.
  const pane = leftSize ?? { width: stacked ? viewport.width - 12 : paneWidth - 20, height: viewport.height - 80 };
  const box = mapBox({ pane, controlsHeight: controlsSize?.height ?? 92, window: viewport, stacked });
  const cell = mapCellSize({ window: viewport, box, cols, rows, stacked, scale });
  return { bodyRef, leftRef, controlsRef, paneWidth, setChosenWidth, parentWidth, cell, stacked };
}
