// Large figures in groups of three ("4,872,228"), the same on every machine: deep runs reach
// seven-figure scores and gold, and the Hall, the chronicle and the share texts print them so.
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `value` rounded to a whole number with its thousands grouped: 4872228 -> "4,872,228". */
export function groupDigits(value: number): string {
  return GROUPED.format(value);
}
