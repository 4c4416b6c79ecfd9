import { pragueToday, type DayRange, type DetailPeriod } from '@flowscope/core';
import { DatePicker } from '../components/date-picker/DatePicker.tsx';
import { Spinner } from '../components/spinner/Spinner.tsx';
import { Tabs } from '../components/tabs/Tabs.tsx';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import { DETAIL_PERIOD_TABS } from './detail-periods.ts';

const styles = staticStyles((t) => ({
  filter: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.spacing.sm },
}));

export interface PeriodFilterProps {
  period: DetailPeriod;
  range: DayRange | null;
  onPeriodChange: (period: DetailPeriod) => void;
  /** Null clears the range. */
  onRangeChange: (range: DayRange | null) => void;
  /** A reload for a new period is under way while the previous figures stay shown. */
  updating: boolean;
}

/** Period tabs and the custom range that overrides them (no tab is selected then). */
export function PeriodFilter({
  period,
  range,
  onPeriodChange,
  onRangeChange,
  updating,
}: PeriodFilterProps) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.filter}>
      <Tabs
        items={DETAIL_PERIOD_TABS}
        value={range ? null : period}
        onValueChange={onPeriodChange}
        aria-label="Period"
      />
      <DatePicker
        mode="range"
        label="Custom date range"
        value={range}
        onChange={onRangeChange}
        // No data exists for days still to come.
        rules={{ maxDate: pragueToday() }}
      />
      {updating && <Spinner size="sm" label="Updating" />}
    </div>
  );
}
