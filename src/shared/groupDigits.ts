// Large figures in groups of three ("4,872,228"), the same on every machine, wherever the UI or the map
// prints a figure (the HUD, the dialogs, the exit statistics, the Hall, the replay, the statistics, share
// texts): deep runs reach seven-figure scores and gold. It lives here, below src/ui and src/map, so both
// print figures alike. The chronicle, a file the engine writes, groups its own.
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `value` rounded to a whole number with its thousands grouped: 4872228 -> "4,872,228". */
export function groupDigits(value: number): string {
  return GROUPED.format(value);
}
