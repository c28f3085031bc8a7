import { useRef } from 'react';

/**
 * The previous object while every field except `ignored` is unchanged: lets panels that do not
 * show the hero's position skip the re-render a plain move would cause.
 */
export function useStableWithout<T extends object>(value: T, ignored: readonly (keyof T)[]): T {
  const ref = useRef(value);
  const prev = ref.current;
  if (prev === value) return prev;
  const keys = new Set([...Object.keys(prev), ...Object.keys(value)]) as Set<keyof T>;
  const same = [...keys].every((k) => ignored.includes(k) || prev[k] === value[k]);
  if (!same) ref.current = value;
  return ref.current;
}
