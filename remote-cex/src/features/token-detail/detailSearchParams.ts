import { dayRangeOf, type DayRange } from './dayRange.ts';
import { DEFAULT_DETAIL_PERIOD, isDetailPeriod, type DetailPeriod } from './detailPeriods.ts';
import { DEFAULT_DETAIL_TAB, isDetailTab, type DetailTab } from './detailTabs.ts';

/** What the URL query holds for this page, so a view can be shared and survives reload. */
export interface DetailViewState {
  tab: DetailTab;
  period: DetailPeriod;
  /** A custom range; when set it overrides the period. */
  range: DayRange | null;
}

const TAB = 'tab';
const PERIOD = 'period';
const FROM = 'from';
const TO = 'to';

/** Reads the view from the query; anything unknown falls back to the page's defaults. */
export function readDetailView(params: URLSearchParams): DetailViewState {
  const tab = params.get(TAB);
  const period = params.get(PERIOD);
  return {
    tab: isDetailTab(tab) ? tab : DEFAULT_DETAIL_TAB,
    period: isDetailPeriod(period) ? period : DEFAULT_DETAIL_PERIOD,
    range: dayRangeOf(params.get(FROM), params.get(TO)),
  };
}

/** Defaults stay out of the URL, so the plain page address stays plain. */
function setOrDrop(params: URLSearchParams, key: string, value: string, fallback: string): void {
  if (value === fallback) params.delete(key);
  else params.set(key, value);
}

export function withDetailTab(params: URLSearchParams, tab: DetailTab): URLSearchParams {
  const next = new URLSearchParams(params);
  setOrDrop(next, TAB, tab, DEFAULT_DETAIL_TAB);
  return next;
}

/** Choosing a period tab ends any custom range. */
export function withDetailPeriod(params: URLSearchParams, period: DetailPeriod): URLSearchParams {
  const next = new URLSearchParams(params);
  setOrDrop(next, PERIOD, period, DEFAULT_DETAIL_PERIOD);
  next.delete(FROM);
  next.delete(TO);
  return next;
}

/**
 * A custom range overrides the period tab; the tab stays in the URL so that clearing the
 * range returns to it.
 */
export function withDetailRange(params: URLSearchParams, range: DayRange | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (range) {
    next.set(FROM, range.from);
    next.set(TO, range.to);
  } else {
    next.delete(FROM);
    next.delete(TO);
  }
  return next;
}
