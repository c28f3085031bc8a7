import type { FloatPanel } from '../float/floatLayout';
import type { PanelId } from './hud/SidePanels';

/** Right-pane accordion ids and their FLOAT window names, in display order. */
export const PANEL_ORDER: [PanelId, FloatPanel][] = [
  ['status', 'stats'],
  ['spells', 'spells'],
  ['equipment', 'equipment'],
  ['inventory', 'inventory'],
];

/** Every accordion section: all open is how the right pane starts, and how FLOAT leaves it. */
export const ALL_PANELS = PANEL_ORDER.map(([id]) => id);
