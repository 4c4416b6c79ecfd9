import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { DatePicker } from '../components/date-picker/DatePicker.tsx';
import type { DateRangeValue } from '../components/date-picker/dateValue.ts';
import { Input } from '../components/field/Input.tsx';
import { TimeTabs, type TimePeriod } from '../components/tabs/TimeTabs.tsx';

type CalendarDay = string | Date;

/**
 * The filter state a Top screen holds (shared-api's useTopFilters has this shape), so the
 * bar can bind to it without shared-ui depending on the API package.
 */
export interface TopFilterControls {
  inputs: { searchQuery: string; minMarketCap: string; maxMarketCap: string };
  filters: {
    selectedTimePeriod: TimePeriod;
    customDateRange: { from: CalendarDay; to: CalendarDay } | null;
  };
  setSearchQuery: (text: string) => void;
  setMinMarketCap: (text: string) => void;
  setMaxMarketCap: (text: string) => void;
  setSelectedTimePeriod: (period: TimePeriod) => void;
  setCustomDateRange: (range: DateRangeValue | null) => void;
}

export interface TopScreenFiltersProps {
  controls: TopFilterControls;
  /** Time tabs and the custom range; Top Holdings has none. */
  showPeriod?: boolean;
  /** Extra controls, e.g. the DEX network select. */
  children?: ReactNode;
}

/** Keeps typed text to what a whole-number field can hold; anything else is dropped. */
export function wholeNumberText(text: string): string {
  return text.replace(/[^\d]/g, '').slice(0, 15);
}

function dayText(day: CalendarDay): string {
  if (typeof day === 'string') return day.slice(0, 10);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The header filters of the Top screens: search, min/max market cap, time tabs and range. */
export function TopScreenFilters({ controls, showPeriod = true, children }: TopScreenFiltersProps) {
  const { inputs, filters } = controls;
  const range = filters.customDateRange;
  return (
    <div
      role="group"
      aria-label="Filters"
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'end',
        gap: theme.spacing.md,
      })}
    >
      <Input
        type="search"
        label="Search"
        placeholder="Token or symbol"
        value={inputs.searchQuery}
        maxLength={200}
        onChange={(event) => controls.setSearchQuery(event.target.value)}
      />
      <Input
        label="Min market cap"
        inputMode="numeric"
        placeholder="$ min"
        value={inputs.minMarketCap}
        onChange={(event) => controls.setMinMarketCap(wholeNumberText(event.target.value))}
      />
      <Input
        label="Max market cap"
        inputMode="numeric"
        placeholder="$ max"
        value={inputs.maxMarketCap}
        onChange={(event) => controls.setMaxMarketCap(wholeNumberText(event.target.value))}
      />
      {children}
      {showPeriod && (
        <>
          {/* A custom range overrides the tabs, so no tab is selected then. */}
          <TimeTabs
            value={range ? null : filters.selectedTimePeriod}
            onValueChange={controls.setSelectedTimePeriod}
          />
          <DatePicker
            mode="range"
            label="Custom date range"
            value={range ? { from: dayText(range.from), to: dayText(range.to) } : null}
            onChange={controls.setCustomDateRange}
            rules={{ maxDate: dayText(new Date()) }}
          />
        </>
      )}
    </div>
  );
}
