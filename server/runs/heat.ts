// "Busiest first" for the live list: each run's recent moves, decayed with a one-minute half-life,
// kept as one number that orders runs without being recomputed as time passes. A run's heat at
// time t is 2^(key - t), with t in minutes, so ordering by key is ordering by current heat; a batch
// of n actions at t adds n to the heat: key' = t + log2(2^(key - t) + n). A run that never moved
// has key 0, colder than any that did.

/** Minutes since the epoch: the heat's time unit (its half-life is one unit). */
function minutesOf(at: Date): number {
  return at.getTime() / 60_000;
}

/** The heat key after `actions` more actions at `at`. */
export function warmedHeat(key: number, at: Date, actions: number): number {
  const t = minutesOf(at);
  return t + Math.log2(2 ** Math.min(64, key - t) + actions);
}
