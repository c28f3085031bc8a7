// A value that follows its input only after the input has been still for `delayMs`.
import { useEffect, useState } from 'react';

/** The debounced copy of `value` (the leaderboard search waits 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
