import {
  DEFAULT_DETAIL_PERIOD,
  DETAIL_PERIODS,
  enumParam,
  type DayRange,
  type DetailPeriod,
  readDayRange,
  readParam,
  writeDayRange,
  writeParam,
} from '@flowscope/shared-ui';
import { DEFAULT_DETAIL_TAB, DETAIL_TABS, type DetailTab } from './detail-tabs.ts';

/** What the URL query holds for this page, so a view can be shared and survives reload. */
export interface DetailViewState {
  tab: DetailTab;
  period: DetailPeriod;
  /** A custom range; when set it overrides the period. */
  range: DayRange | null;
}

const TAB_PARAM = enumParam('tab', DETAIL_TABS, DEFAULT_DETAIL_TAB);
const PERIOD_PARAM = enumParam('period', DETAIL_PERIODS, DEFAULT_DETAIL_PERIOD);

/** Reads the view from the query; anything unknown falls back to the page's defaults. */
export function readDetailView(params: URLSearchParams): DetailViewState {
  return {
    tab: readParam(params, TAB_PARAM),
    period: readParam(params, PERIOD_PARAM),
    range: readDayRange(params),
  };
}

export function withDetailTab(params: URLSearchParams, tab: DetailTab): URLSearchParams {
  return writeParam(params, TAB_PARAM, tab);
}

/** Choosing a period tab ends any custom range. */
export function withDetailPeriod(params: URLSearchParams, period: DetailPeriod): URLSearchParams {
  return writeDayRange(writeParam(params, PERIOD_PARAM, period), null);
}

/**
 * A custom range overrides the period tab; the tab stays in the URL so that clearing the
 * range returns to it.
 */
export function withDetailRange(params: URLSearchParams, range: DayRange | null): URLSearchParams {
  return writeDayRange(params, range);
}
