// The deaths-per-floor bar chart, drawn by uPlot on a canvas as wide as its box, in the theme's colours;
// drawn again when the box's width or the theme changes. A picture only: the figures are in a table beside it.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useElementSize } from '../game/useElementSize';
import { useTheme } from '../theme/ThemeProvider';
import { chartColoursAt } from './chartColours';
import { deathsChartOptions } from './deathsChartOptions';
import type { DeathsSeries } from './statsShape';

/** The chart of `series`; `label` is its text alternative's summary (role img). */
export function DeathsChart({ series, label }: { series: DeathsSeries; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const width = Math.floor(useElementSize(box)?.width ?? 0);
  const { theme } = useTheme();
  useEffect(() => {
    const element = box.current;
    // Not laid out yet (or never, as in jsdom, where the size reads NaN): nothing to draw on.
    if (!element || !(width > 0)) return;
    const options = deathsChartOptions(width, series, chartColoursAt(element), uPlot.paths.bars!);
    const chart = new uPlot(options, [series.floors, series.deaths], element);
    return () => chart.destroy();
  }, [width, theme, series]);
  return <div ref={box} className="stats-chart" role="img" aria-label={label} data-testid="deaths-chart" />;
}
