import { useCallback, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { paneWidthFor, PANE } from './floatLayout';
import { endDragSelection, startDragSelection } from './dragSelection';

/** The drag handle between the left and right panes (also arrow keys, 10 px a step). */
export function PaneResizer({
  width,
  onWidth,
  parentWidth,
}: {
  width: number;
  onWidth: (w: number) => void;
  parentWidth: () => number;
}) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      start.current = { x: e.clientX, width };
      e.currentTarget.setPointerCapture(e.pointerId);
      startDragSelection(e);
    },
    [width],
  );
  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      if (start.current) onWidth(paneWidthFor(start.current.width + e.clientX - start.current.x, parentWidth()));
    },
    [onWidth, parentWidth],
  );
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLDivElement>) => {
      const step = e.key === 'ArrowLeft' ? -10 : e.key === 'ArrowRight' ? 10 : 0;
      if (!step) return;
      e.preventDefault();
      e.stopPropagation();
      onWidth(paneWidthFor(width + step, parentWidth()));
    },
    [width, onWidth, parentWidth],
  );
  return (
    <div
      className="pane-resizer"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize panes"
      aria-valuemin={PANE.min}
      aria-valuemax={PANE.max}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        start.current = null;
        endDragSelection();
      }}
      onPointerCancel={() => {
        start.current = null;
        endDragSelection();
      }}
      onKeyDown={onKeyDown}
    />
  );
}
