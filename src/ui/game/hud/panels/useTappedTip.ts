import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { tipKeyOf } from './useTooltipArming';

/** The item whose tooltip a tap pinned open in a panel, and the handler for the panel's root. */
export interface TappedTip {
  tappedKey: string | null;
  onPointerDown: (e: ReactPointerEvent<HTMLElement>) => void;
}

/**
 * Opens an item's tooltip on a touch or pen tap: Radix tooltips open only on hover and focus and
 * close on pointerdown, so a phone player could never read an item. A second tap on the item, any
 * other pointerdown (in the panel or elsewhere) or a key press closes it again.
 */
export function useTappedTip(): TappedTip {
  const [tappedKey, setTappedKey] = useState<string | null>(null);
  // The pointerdown the panel already handled: the document listener sees it bubble up afterwards.
  const panelEvent = useRef<Event | null>(null);

  const onPointerDown = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    panelEvent.current = e.nativeEvent;
    const key = e.pointerType === 'mouse' ? null : tipKeyOf(e.target);
    setTappedKey((open) => (key !== null && key !== open ? key : null));
  }, []);

  useEffect(() => {
    if (tappedKey === null) return;
    const close = (e: Event) => {
      if (e !== panelEvent.current) setTappedKey(null);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [tappedKey]);

  return { tappedKey, onPointerDown };
}
