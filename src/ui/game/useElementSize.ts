import { useLayoutEffect, useState, type RefObject } from 'react';

/** An element's content-box size in CSS pixels. */
export interface ElementSize {
  width: number;
  height: number;
}

/**
 * The element's content-box size, kept current by a ResizeObserver: it follows the element
 * itself (a window resize, a dragged pane, a header that wraps), never a window size read
 * earlier. Null until the element is laid out and observed (the frame it first paints).
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): ElementSize | null {
  const [size, setSize] = useState<ElementSize | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const style = getComputedStyle(el);
      const width = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const height = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      setSize((old) =>
        old && Math.abs(old.width - width) < 0.5 && Math.abs(old.height - height) < 0.5 ? old : { width, height },
      );
    };
    // The observer's first report comes after the browser's own layout: reading the size here would
    // force that layout inside React's commit (16 ms of the game screen's first commit at 1x).
    if (typeof ResizeObserver === 'undefined') {
      read();
      return;
    }
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
