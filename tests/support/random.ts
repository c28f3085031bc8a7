// The one seeded generator of the tests, benchmarks and reliability suites: the same inputs on every
// run, and independent of the engine's own dice (src/engine/rng), so a change to the game's random
// numbers never changes what a test feeds it.

/** Numbers in [0, 1) from `seed` (mulberry32: fast, well spread in the low bits too). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded generator with the two draws tests use most: a whole number below `n`, one of `items`. */
export interface SeededPicker {
  next(): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
}

/** seededRandom(seed) with int and pick. */
export function seededPicker(seed: number): SeededPicker {
  const next = seededRandom(seed);
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: (items) => items[int(items.length)] };
}
