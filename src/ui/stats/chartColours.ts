// The chart's colours and font, read from the theme's CSS variables where the chart sits, so the canvas
// follows the light and dark themes like the HTML around it (a canvas cannot use var() itself).

/** What the deaths chart paints with. */
export interface ChartColours {
  /** The bars: the accent green. */
  bar: string;
  /** Axis values and labels. */
  ink: string;
  /** Grid lines and ticks. */
  grid: string;
  /** The terminal's monospace stack. */
  font: string;
}

// Used only where a variable is missing (a page outside the Radix theme): Radix's light green and sand.
const FALLBACK: ChartColours = {
  bar: '#30a46c',
  ink: '#63635e',
  grid: 'rgba(0, 0, 0, 0.15)',
  font: 'monospace',
};

/** The colours in force at `element` (inside the Radix theme, so --accent-9 is the theme's green). */
export function chartColoursAt(element: Element): ChartColours {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    bar: read('--accent-9', FALLBACK.bar),
    ink: read('--gray-11', FALLBACK.ink),
    grid: read('--gray-a6', FALLBACK.grid),
    font: read('--terminal-font', FALLBACK.font),
  };
}
