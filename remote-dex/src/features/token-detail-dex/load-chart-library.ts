import type { ChartLibrary } from '@flowscope/shared-ui';

/**
 * The chart library is fetched only when the chart is first drawn: its own chunk, kept out
 * of the first view of the DEX tables and feeds.
 */
export function loadChartLibrary(): Promise<ChartLibrary> {
  return import(/* webpackChunkName: "lightweight-charts" */ 'lightweight-charts');
}
