import { useEffect, useState } from 'react';

/** How long a hint such as "A wall blocks your way." stays on screen, in milliseconds. */
export const HINT_MS = 2500;

/**
 * True for HINT_MS after `key` becomes (or changes to) a number, false otherwise. The key is what
 * identifies one occurrence (e.g. the action count of a blocked move), so each bump shows it again.
 */
export function useTransientHint(key: number | null): boolean {
  const [shownFor, setShownFor] = useState<number | null>(null);
  useEffect(() => {
    if (key === null) {
      setShownFor(null);
      return;
    }
    setShownFor(key);
    const timer = setTimeout(() => setShownFor(null), HINT_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return key !== null && shownFor === key;
}
