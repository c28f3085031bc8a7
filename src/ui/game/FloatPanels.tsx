import { FloatWindow } from '../float/FloatWindow';
import { PANEL_ORDER } from './panelOrder';
import type { useFloatLayout } from './useFloatLayout';
import type { usePanelBodies } from './usePanelBodies';

interface FloatPanelsProps {
  float: ReturnType<typeof useFloatLayout>;
  bodies: ReturnType<typeof usePanelBodies>['bodies'];
}

/** The four panels as FLOAT windows, each in its box, drawn in the layout's back-to-front order. */
export function FloatPanels({ float, bodies }: FloatPanelsProps) {
  return PANEL_ORDER.map(([, fp]) => (
    <FloatWindow
      key={fp}
      title={bodies[fp].title}
      box={float.boxes[fp]}
      onBox={float.setBox(fp)}
      layer={float.stack.indexOf(fp)}
      onFront={float.toFront(fp)}
    >
      {bodies[fp].body}
    </FloatWindow>
  ));
}
