import { useState } from 'react';

/**
 * The running number of `log[0]`, given the previous log and its first line's number. The engine
 * keeps only the newest lines, so once it is full each new line drops old ones from the front:
 * the number of dropped lines is the smallest shift that makes the old tail match the new head.
 */
export function firstLineNumber(previous: readonly string[], previousFirst: number, log: readonly string[]): number {
  for (let dropped = 0; dropped < previous.length; dropped++) {
    const kept = previous.length - dropped;
    if (kept > log.length) continue;
    let same = true;
    for (let j = 0; j < kept && same; j++) same = log[j] === previous[dropped + j];
    if (same) return previousFirst + dropped;
  }
  // Nothing in common (another game was loaded): all lines are new.
  return previousFirst + previous.length;
}

/** Stable line numbers for React keys: a line keeps its key while it stays in the log. */
export function useFirstLineNumber(log: readonly string[]): number {
  // State, not a ref, so a render React throws away leaves no trace (react.dev "Storing information
  // from previous renders"); setting it here makes React render again at once with the new value.
  const [seen, setSeen] = useState({ log, first: 0 });
  if (seen.log === log) return seen.first;
  const next = { log, first: firstLineNumber(seen.log, seen.first, log) };
  setSeen(next);
  return next.first;
}
