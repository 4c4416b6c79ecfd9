import {
  DEFAULT_DETAIL_PERIOD,
  DETAIL_PERIODS,
  enumParam,
  readDayRange,
  readParam,
  writeDayRange,
  writeParam,
  type DayRange,
  type DetailPeriod,
} from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

const PERIOD_PARAM = enumParam('period', DETAIL_PERIODS, DEFAULT_DETAIL_PERIOD);

export interface DexDetailView {
  period: DetailPeriod;
  /** A custom range; when set it overrides the period. */
  range: DayRange | null;
  /** Choosing a period tab ends any custom range. */
  setPeriod: (period: DetailPeriod) => void;
  /** Null clears the range, back to the period tab (which stays in the URL for that). */
  setRange: (range: DayRange | null) => void;
}

/**
 * The page's period and custom range in the URL query (?period=7d, ?from=…&to=…), so a view
 * can be shared and survives a reload. Changes replace the history entry.
 */
export function useDexDetailView(): DexDetailView {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const { period, range } = useMemo(() => {
    const current = new URLSearchParams(search);
    return { period: readParam(current, PERIOD_PARAM), range: readDayRange(current) };
  }, [search]);
  return {
    period,
    range,
    setPeriod: (next) =>
      setParams((current) => writeDayRange(writeParam(current, PERIOD_PARAM, next), null), {
        replace: true,
      }),
    setRange: (next) => setParams((current) => writeDayRange(current, next), { replace: true }),
  };
}
