import { useEffect, useState } from 'react';

/** The mobile breakpoint (under it the panes stack). */
export const MOBILE_BREAKPOINT_PX = 768;

/** Under this width the header's buttons (~650 px with CONTROLS and DISPLAY) and the level (~250 px)
 *  do not fit one row (at 830 px they wrapped to two): the buttons go into a menu. */
export const HEADER_MENU_BREAKPOINT_PX = 940;

/** The window's inner size, updated on resize, and the layout it calls for. */
export function useViewport(): { width: number; height: number; narrow: boolean; compactHeader: boolean } {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return { ...size, narrow: size.width < MOBILE_BREAKPOINT_PX, compactHeader: size.width < HEADER_MENU_BREAKPOINT_PX };
}
