import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

// A press that wanders this far in another direction is a tap or a scroll, not a swipe.
const START_BUFFER = { mouse: 2, touch: 10 };

/**
 * A swipe to the right on an element: it follows the pointer while dragged, springs back when let go
 * short of `threshold` px, and calls `onSwipe` when let go past it. The click that ends a swipe is
 * swallowed, so swiping a toast by its close button does not also press the button.
 */
export function useSwipeRight(threshold: number, onSwipe: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const [offset, setOffset] = useState<number | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    const x = e.clientX - start.current.x;
    const y = e.clientY - start.current.y;
    if (offset !== null) return setOffset(Math.max(0, x));
    const buffer = e.pointerType === 'touch' ? START_BUFFER.touch : START_BUFFER.mouse;
    if (x > buffer) {
      setOffset(x);
      e.currentTarget.setPointerCapture(e.pointerId);
    } else if (Math.abs(x) > buffer || Math.abs(y) > buffer) start.current = null;
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    start.current = null;
    if (offset === null) return;
    swiped.current = true;
    setOffset(null);
    if (offset >= threshold) onSwipe();
  };
  const onClickCapture = (e: MouseEvent<HTMLElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    e.preventDefault();
    e.stopPropagation();
  };

  return {
    /** How far the element is dragged right now, or null when it rests in place. */
    offset,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onClickCapture },
  };
}
