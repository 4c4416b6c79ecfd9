import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DayRange, DetailPeriod } from '@flowscope/shared-ui';
import {
  readDetailView,
  withDetailPeriod,
  withDetailRange,
  withDetailTab,
  type DetailViewState,
} from './detail-search-params.ts';
import type { DetailTab } from './detail-tabs.ts';

export interface DetailView extends DetailViewState {
  setTab: (tab: DetailTab) => void;
  setPeriod: (period: DetailPeriod) => void;
  /** Null clears the custom range, back to the period tab. */
  setRange: (range: DayRange | null) => void;
}

/**
 * The page's tab, period and custom range, kept in the URL query. Changes replace the
 * history entry: the back button leaves the page rather than stepping through its tabs.
 */
export function useDetailView(): DetailView {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readDetailView(params), [params]);
  return {
    ...state,
    setTab: (tab) => setParams((current) => withDetailTab(current, tab), { replace: true }),
    setPeriod: (period) =>
      setParams((current) => withDetailPeriod(current, period), { replace: true }),
    setRange: (range) => setParams((current) => withDetailRange(current, range), { replace: true }),
  };
}
