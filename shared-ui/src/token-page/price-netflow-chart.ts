import type * as LightweightCharts from 'lightweight-charts';
import type { ChartOptions, DeepPartial, UTCTimestamp } from 'lightweight-charts';
import { formatCurrency, formatMarketCap } from '@flowscope/core';
import type { ChartColors, PriceNetflowData } from './chart-data.ts';

/** The chart library's module; only its type is named here, so it stays out of this chunk. */
export type ChartLibrary = typeof LightweightCharts;

/** What the React component needs from a drawn chart. */
export interface PriceNetflowChartHandle {
  setColors(colors: ChartColors): void;
  setData(data: PriceNetflowData): void;
  remove(): void;
}

/** The price pane gets two thirds of the height, the netflow bars one third. */
const PRICE_PANE_STRETCH = 2;
const NETFLOW_PANE_STRETCH = 1;

function chartOptions(library: ChartLibrary, colors: ChartColors): DeepPartial<ChartOptions> {
  return {
    layout: {
      background: { type: library.ColorType.Solid, color: colors.background },
      textColor: colors.text,
      fontFamily: colors.fontFamily,
      // The logo sat on the bars and put a link inside the chart's image; the page credits
      // TradingView in a link under the chart instead (ChartLegend), as its licence asks.
      attributionLogo: false,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    // Wide enough for '$104,250.00' and '-$744.77K', so no scale label is cut at the edge.
    // Corner labels only when whole: a top label cut in half by the pane's edge misleads.
    rightPriceScale: {
      borderColor: colors.grid,
      minimumWidth: PRICE_SCALE_WIDTH,
      entireTextOnly: true,
    },
    timeScale: {
      borderColor: colors.grid,
      timeVisible: true,
      fixLeftEdge: true,
      fixRightEdge: true,
    },
  };
}

const PRICE_SCALE_WIDTH = 84;

/** Prices on the scale as everywhere else: dollars with separators and the spec's precision. */
const PRICE_FORMAT = { type: 'custom', formatter: formatCurrency, minMove: 1e-8 } as const;
/** Netflow in abbreviated dollars ('-$744.77K'), like the table and the gauge. */
const NETFLOW_FORMAT = { type: 'custom', formatter: formatMarketCap, minMove: 1 } as const;

const asTime = (seconds: number) => seconds as UTCTimestamp;

/**
 * Draws price (a line, top pane) and smart-money netflow (bars, bottom pane) into the
 * container. `autoSize` makes the chart follow the container's size on its own.
 */
export function createPriceNetflowChart(
  library: ChartLibrary,
  container: HTMLElement,
  colors: ChartColors,
  locale: string,
  /** Called instead of throwing when a later update of the drawn chart fails. */
  onFailure: (error: unknown) => void,
): PriceNetflowChartHandle {
  const chart = library.createChart(container, {
    ...chartOptions(library, colors),
    // Its default is the browser's, which Intl may reject (chart-locale.ts).
    localization: { locale },
    autoSize: true,
  });
  const price = chart.addSeries(
    library.LineSeries,
    { color: colors.price, lineWidth: 2, priceFormat: PRICE_FORMAT },
    0,
  );
  // No last-value tag on the bars' scale: it covered the scale's own labels ('-1M').
  const netflow = chart.addSeries(
    library.HistogramSeries,
    { priceFormat: NETFLOW_FORMAT, lastValueVisible: false, priceLineVisible: false },
    1,
  );
  const [pricePane, netflowPane] = chart.panes();
  pricePane?.setStretchFactor(PRICE_PANE_STRETCH);
  netflowPane?.setStretchFactor(NETFLOW_PANE_STRETCH);

  const guarded = (update: () => void) => {
    try {
      update();
    } catch (error) {
      onFailure(error);
    }
  };

  return {
    setColors(next) {
      guarded(() => {
        chart.applyOptions(chartOptions(library, next));
        price.applyOptions({ color: next.price });
      });
    },
    setData(data) {
      guarded(() => {
        price.setData(
          data.price.map((point) => ({ time: asTime(point.time), value: point.value })),
        );
        netflow.setData(
          data.netflow.map((bar) => ({
            time: asTime(bar.time),
            value: bar.value,
            color: bar.color,
          })),
        );
        chart.timeScale().fitContent();
      });
    },
    remove() {
      chart.remove();
    },
  };
}
