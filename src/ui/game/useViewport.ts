import { useEffect, useState } from 'react';

/** SPEC 9: the mobile breakpoint. */
export const MOBILE_BREAKPOINT_PX = 768;

/** The window's inner size, updated on resize. */
export function useViewport(): { width: number; height: number; narrow: boolean } {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return { ...size, narrow: size.width < MOBILE_BREAKPOINT_PX };
}
