import { useCallback, type PointerEvent } from 'react';

/**
 * The map cell under a pointer, from the drawn cell size: (clientX - inner left) / cell, floored, or
 * null outside the grid. The map canvas is drawn at exactly cols x rows cells of `cell` pixels from
 * the inner top-left corner of its box (inside the 1 px border), so no hit test of the Pixi scene is needed.
 */
export function useCellPick(cell: number, cols: number, rows: number) {
  return useCallback(
    (e: PointerEvent<HTMLElement>): { x: number; y: number } | null => {
      const el = e.currentTarget;
      const box = el.getBoundingClientRect();
      const x = Math.floor((e.clientX - box.left - el.clientLeft) / cell);
      const y = Math.floor((e.clientY - box.top - el.clientTop) / cell);
      return x >= 0 && y >= 0 && x < cols && y < rows ? { x, y } : null;
    },
    [cell, cols, rows],
  );
}
