/**
 * Test stand-in for lightweight-charts (happy-dom has no canvas): records what the page
 * asks of the library. Used through `vi.mock('lightweight-charts', ...)`.
 */
export const ColorType = { Solid: 'solid', VerticalGradient: 'gradient' } as const;
export const LineSeries = { type: 'Line' } as const;
export const HistogramSeries = { type: 'Histogram' } as const;

export interface FakeSeries {
  definition: unknown;
  paneIndex: number | undefined;
  options: unknown[];
  data: unknown[];
}

export interface FakeChart {
  container: HTMLElement;
  options: unknown[];
  series: FakeSeries[];
  stretchFactors: number[];
  fitted: number;
  removed: boolean;
}

export const fakeCharts: FakeChart[] = [];

/** Set by a test to make the next chart fail as a broken canvas or a bad locale would. */
export const fakeChartFailure: { onCreate: Error | null } = { onCreate: null };

export function createChart(container: HTMLElement, options: unknown) {
  if (fakeChartFailure.onCreate) throw fakeChartFailure.onCreate;
  const chart: FakeChart = {
    container,
    options: [options],
    series: [],
    stretchFactors: [],
    fitted: 0,
    removed: false,
  };
  fakeCharts.push(chart);
  const pane = (index: number) => ({
    setStretchFactor: (factor: number) => {
      chart.stretchFactors[index] = factor;
    },
  });
  return {
    addSeries(definition: unknown, seriesOptions: unknown, paneIndex?: number) {
      const series: FakeSeries = { definition, paneIndex, options: [seriesOptions], data: [] };
      chart.series.push(series);
      return {
        setData: (data: unknown[]) => {
          series.data = data;
        },
        applyOptions: (next: unknown) => {
          series.options.push(next);
        },
      };
    },
    panes: () => [pane(0), pane(1)],
    applyOptions: (next: unknown) => {
      chart.options.push(next);
    },
    timeScale: () => ({
      fitContent: () => {
        chart.fitted += 1;
      },
    }),
    remove: () => {
      chart.removed = true;
    },
  };
}
