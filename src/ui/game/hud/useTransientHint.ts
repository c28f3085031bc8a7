import { useEffect, useState } from 'react';

/** How long a hint such as "A wall blocks your way." stays on screen, in milliseconds. */
export const HINT_MS = 2500;

/**
 * True for HINT_MS after `key` becomes (or changes to) a number, false otherwise. The key is what
 * identifies one occurrence (e.g. the action count of a blocked move), so each bump shows it again.
 */
export function useTransientHint(key: number | null): boolean {
  // Whether the hint for `key` has run out. A new key starts a fresh hint: the state is reset during
  // render, not in an effect (react.dev "Adjusting some state when a prop changes").
  const [hint, setHint] = useState({ key, expired: false });
  if (hint.key !== key) setHint({ key, expired: false });
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setHint((h) => (h.key === key ? { key, expired: true } : h)), HINT_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return key !== null && !(hint.key === key && hint.expired);
}
