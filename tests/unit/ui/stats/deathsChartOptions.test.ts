import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { chartHeight, deathsAxisTop, deathsChartOptions } from '../../../../src/ui/stats/deathsChartOptions';

const COLOURS = { bar: '#30a46c', ink: '#63635e', grid: '#ddd', font: 'monospace' };
const bars = ((opts: unknown) => ({ opts })) as unknown as NonNullable<uPlot.Series.PathBuilderFactories['bars']>;

describe('deathsChartOptions', () => {
  it('spans the floors with half a floor either side and the deaths from 0, in the theme colours', () => {
    const options = deathsChartOptions(600, { floors: [1, 2, 3, 4, 5], deaths: [0, 9, 0, 1, 0] }, COLOURS, bars);
    expect(options.width).toBe(600);
    expect(options.height).toBe(260);
    expect(options.scales?.x?.range).toEqual([0.5, 5.5]);
    expect(options.scales?.y?.range).toEqual([0, 10]);
    expect(options.series[1]).toMatchObject({ fill: '#30a46c', paths: { opts: { size: [0.7, 40], align: 0 } } });
    expect(options.axes?.map((a) => [a.label, a.stroke, a.font])).toEqual([
      ['Floor', '#63635e', '12px monospace'],
      ['Deaths', '#63635e', '12px monospace'],
    ]);
  });

  it('is lower on a phone, and its deaths axis reaches at least 1', () => {
    expect(chartHeight(358)).toBe(200);
    expect(deathsAxisTop([0, 1])).toBe(2);
    expect(deathsAxisTop([])).toBe(1);
    expect(deathsAxisTop([20])).toBe(22);
  });
});
