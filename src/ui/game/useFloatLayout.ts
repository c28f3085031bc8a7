import { useCallback, useState, type RefObject } from 'react';
import { initialBoxes, keepAllOnScreen, type Area, type Box, type FloatPanel } from '../float/floatLayout';
import type { PanelId } from './hud/SidePanels';
import { ALL_PANELS, PANEL_ORDER } from './panelOrder';

/** Where FLOAT windows open: the right pane below the enemy panel (on a phone that is below the
 *  map and the controls too), down to the bottom of the window. */
function floatArea(
  rightPane: HTMLElement | null,
  enemy: HTMLElement | null,
  viewport: { width: number; height: number },
): Area {
  const pane = rightPane?.getBoundingClientRect();
  const below = (enemy?.getBoundingClientRect().bottom ?? 0) + 8;
  const x = pane ? pane.left : viewport.width / 2;
  return { x, y: below, width: (pane ? pane.right : viewport.width) - x, height: viewport.height - below };
}

/**
 * The right pane's two layouts: accordions (`panels` open) or FLOAT windows (`boxes`, drawn in `stack`
 * order, back to front). `toggleFloat` switches between them; the windows open in `rightRef`'s pane.
 */
export function useFloatLayout(viewport: { width: number; height: number }, rightRef: RefObject<HTMLElement | null>) {
  const [floating, setFloating] = useState(false);
  const [panels, setPanels] = useState<PanelId[]>(ALL_PANELS);
  const [boxes, setBoxes] = useState(() => initialBoxes(viewport, floatArea(null, null, viewport)));
  // FLOAT windows back to front; the one last clicked, dragged or focused is drawn on top.
  const [stack, setStack] = useState<FloatPanel[]>(() => PANEL_ORDER.map(([, fp]) => fp));
  const toggleFloat = useCallback(() => {
    if (floating) {
      // Back to the accordions: all four open, so HP and the rest show again at once.
      setFloating(false);
      setPanels(ALL_PANELS);
      return;
    }
    const view = { width: window.innerWidth, height: window.innerHeight };
    const enemy = rightRef.current?.querySelector<HTMLElement>('[data-testid="enemy-panel"]') ?? null;
    setBoxes(initialBoxes(view, floatArea(rightRef.current, enemy, view)));
    setFloating(true);
    setPanels(['equipment']);
  }, [floating, rightRef]);
  const toFront = useCallback(
    (panel: FloatPanel) => () =>
      setStack((order) => (order[order.length - 1] === panel ? order : [...order.filter((p) => p !== panel), panel])),
    [],
  );
  const setBox = useCallback((panel: FloatPanel) => (box: Box) => setBoxes((b) => ({ ...b, [panel]: box })), []);
  // A smaller window must not leave a FLOAT window out of reach: the boxes follow a new window size
  // during render, not in an effect a frame later (react.dev "Adjusting some state when a prop changes").
  const { width, height } = viewport;
  const [boxesFit, setBoxesFit] = useState({ width, height });
  if (boxesFit.width !== width || boxesFit.height !== height) {
    setBoxesFit({ width, height });
    setBoxes((b) => keepAllOnScreen(b, { width, height }));
  }
  return { floating, panels, setPanels, boxes, stack, toFront, setBox, toggleFloat };
}
