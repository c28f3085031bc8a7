// Whether a CSS media query matches now, kept in step as it changes (a window resized, a pointer
// plugged in): React's external-store hook over window.matchMedia.
import { useCallback, useSyncExternalStore } from 'react';

/** A screen driven by touch: no hovering pointer, only a coarse one (the level-up dialog's CSS asks the same). */
export const TOUCH_SCREEN_QUERY = '(hover: none) and (pointer: coarse)';

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** True while `query` matches; false where the page cannot ask (a test without matchMedia, the server). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}
