// In a frame, tells the parent page how tall the game is, so the frame can fit it without scrollbars.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import {
  HEIGHT_CHECK_INTERVAL_MS,
  HEIGHT_MESSAGE_TYPE,
  isFramed,
  shouldReportHeight,
  type HeightMessage,
} from './heightReport';

function pageHeight(): number {
  return Math.ceil(document.documentElement.scrollHeight);
}

/** Checks every second, on resize and on every page change; renders nothing. */
export function HeightReporter() {
  const location = useLocation();
  const lastReported = useRef<number | null>(null);
  const framed = typeof window !== 'undefined' && isFramed(window);

  useEffect(() => {
    if (!framed) return;
    const check = () => {
      const height = pageHeight();
      if (!shouldReportHeight(lastReported.current, height)) return;
      lastReported.current = height;
      const message: HeightMessage = { type: HEIGHT_MESSAGE_TYPE, height };
      // The embedding site is unknown in advance: any parent may receive the height, which is public anyway.
      window.parent.postMessage(message, '*');
    };
    check();
    const timer = window.setInterval(check, HEIGHT_CHECK_INTERVAL_MS);
    window.addEventListener('resize', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('resize', check);
    };
  }, [framed, location.pathname]);

  return null;
}
