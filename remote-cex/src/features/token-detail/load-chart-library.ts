import type { ChartLibrary } from '@flowscope/shared-ui';

/**
 * The chart library is fetched only when a chart is first drawn: its own chunk, kept out of
 * the first view of every other screen.
 */
export function loadChartLibrary(): Promise<ChartLibrary> {
  return import(/* webpackChunkName: "lightweight-charts" */ 'lightweight-charts');
}
