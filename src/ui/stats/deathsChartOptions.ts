// The uPlot options of the deaths-per-floor bar chart: floors along the bottom, deaths up the side,
// whole numbers only, no legend or hover cursor (the figures are in the table beside the chart).
import type uPlot from 'uplot';
import type { ChartColours } from './chartColours';
import type { DeathsSeries } from './statsShape';

/** The chart's height in CSS pixels: lower on a phone, where the width is small too. */
export function chartHeight(width: number): number {
  return width < 480 ? 200 : 260;
}

// Tick steps of both axes: whole floors and whole deaths.
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

/** The top of the deaths axis: a little above the tallest bar, at least 1. */
export function deathsAxisTop(deaths: readonly number[]): number {
  const most = Math.max(0, ...deaths);
  return Math.max(1, Math.ceil(most * 1.1));
}

/** The options for `series` at `width` CSS pixels; `bars` is uPlot.paths.bars (passed in: tests need no canvas). */
export function deathsChartOptions(
  width: number,
  series: DeathsSeries,
  colours: ChartColours,
  bars: NonNullable<uPlot.Series.PathBuilderFactories['bars']>,
): uPlot.Options {
  const font = `12px ${colours.font}`;
  const labelFont = `bold 12px ${colours.font}`;
  const axis = {
    stroke: colours.ink,
    font,
    labelFont,
    incrs: WHOLE_STEPS,
    ticks: { stroke: colours.grid, width: 1, size: 4 },
  };
  return {
    width,
    height: chartHeight(width),
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [0.5, series.floors.length + 0.5] },
      y: { range: [0, deathsAxisTop(series.deaths)] },
    },
    series: [
      {},
      {
        label: 'Deaths',
        fill: colours.bar,
        stroke: colours.bar,
        width: 0,
        points: { show: false },
        paths: bars({ size: [0.7, 40], align: 0 }),
      },
    ],
    axes: [
      // Sizes in CSS pixels: the values' band, then the label's; uPlot's defaults (50 and 30) left wide gaps.
      { ...axis, label: 'Floor', space: 28, size: 32, labelSize: 20, grid: { show: false } },
      { ...axis, label: 'Deaths', space: 30, size: 36, labelSize: 20, grid: { stroke: colours.grid, width: 1 } },
    ],
  };
}
