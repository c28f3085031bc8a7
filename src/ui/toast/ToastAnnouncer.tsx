import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

// Long enough for a screen reader to pick the words up; then they leave, so that reading the page
// later finds the toast once, not twice.
const ANNOUNCED_AFTER_MS = 1000;

/**
 * Speaks one toast. A node of its own on <body>, made for this toast: a modal dialog hides from
 * screen readers everything that was on the page when it opened, and this node was not there yet.
 * The words come one frame after the node, because a live region is only heard when it changes.
 */
export function ToastAnnouncer({ text, urgent }: { text: string; urgent: boolean }) {
  const [words, setWords] = useState('');
  const [done, setDone] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setWords(`Notification: ${text}`));
    const timer = window.setTimeout(() => setDone(true), ANNOUNCED_AFTER_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [text]);
  if (done) return null;
  return createPortal(
    <div className="visually-hidden" role={urgent ? 'alert' : 'status'} aria-atomic="true">
      {words}
    </div>,
    document.body,
  );
}
