import { useState } from 'react';

/** Do `a` and `b` agree on every field except `ignored`? */
function sameExcept<T extends object>(a: T, b: T, ignored: readonly (keyof T)[]): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof T>;
  return [...keys].every((k) => ignored.includes(k) || a[k] === b[k]);
}

/**
 * The previous object while every field except `ignored` is unchanged: lets panels that do not
 * show the hero's position skip the re-render a plain move would cause.
 */
export function useStableWithout<T extends object>(value: T, ignored: readonly (keyof T)[]): T {
  // Kept in state, not a ref: React may render and throw away a render, so what a render saw is
  // only remembered once React keeps it (react.dev "Storing information from previous renders").
  const [stable, setStable] = useState(value);
  if (stable === value || sameExcept(stable, value, ignored)) return stable;
  setStable(value);
  return value;
}
