/** Test helpers for screens built on shared-ui (`@flowscope/shared-ui/testing`); never in a bundle. */
export { renderScreen, type LocationRecorder, type RenderScreenOptions } from './render-screen.tsx';
export {
  cardAt,
  feedCards,
  FIRST_LOAD,
  loadMoreButton,
  enterAtOnce,
  pasteInto,
  refreshButton,
  secondsShown,
  showFeed,
  statValue,
  untilDrawn,
} from './feed-queries.ts';
export { columnHeaders, findLoadedTable } from './table-queries.ts';
export { PHONE_WIDTH, viewAsPhone } from './phone.ts';
export * as fakeLightweightCharts from './fake-chart-library.ts';
export { fakeChartFailure, fakeCharts, type FakeChart } from './fake-chart-library.ts';
