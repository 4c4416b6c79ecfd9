import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { DatePicker } from '../components/date-picker/DatePicker.tsx';
import type { DateRangeValue } from '../components/date-picker/dateValue.ts';
import { Input } from '../components/field/Input.tsx';
import { TimeTabs, type TimePeriod } from '../components/tabs/TimeTabs.tsx';

export interface TopScreenFiltersProps {
  searchQuery: string;
  onSearchQueryChange: (text: string) => void;
  minMarketCap: string;
  onMinMarketCapChange: (text: string) => void;
  maxMarketCap: string;
  onMaxMarketCapChange: (text: string) => void;
  /** Omit the period controls on screens without time tabs (e.g. Top Holdings). */
  period?: {
    /** null while a custom range overrides the tabs. */
    selected: TimePeriod | null;
    onSelect: (period: TimePeriod) => void;
    range: DateRangeValue | null;
    onRangeChange: (range: DateRangeValue | null) => void;
    /** Latest day that can be picked, yyyy-MM-dd (today). */
    maxDate: string;
  };
  /** Extra controls, e.g. the DEX network select. */
  children?: ReactNode;
}

/** Keeps typed text to what a whole-number field can hold; anything else is dropped. */
function wholeNumberText(text: string): string {
  return text.replace(/[^\d]/g, '').slice(0, 15);
}

/** The header filters of the Top screens: search, min/max market cap, time tabs and range. */
export function TopScreenFilters(props: TopScreenFiltersProps) {
  const { period } = props;
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
        value={props.searchQuery}
        maxLength={200}
        onChange={(event) => props.onSearchQueryChange(event.target.value)}
      />
      <Input
        label="Min market cap"
        inputMode="numeric"
        placeholder="$ min"
        value={props.minMarketCap}
        onChange={(event) => props.onMinMarketCapChange(wholeNumberText(event.target.value))}
      />
      <Input
        label="Max market cap"
        inputMode="numeric"
        placeholder="$ max"
        value={props.maxMarketCap}
        onChange={(event) => props.onMaxMarketCapChange(wholeNumberText(event.target.value))}
      />
      {props.children}
      {period && (
        <>
          <TimeTabs value={period.selected} onValueChange={period.onSelect} />
          <DatePicker
            mode="range"
            label="Custom date range"
            value={period.range}
            onChange={period.onRangeChange}
            rules={{ maxDate: period.maxDate }}
          />
        </>
      )}
    </div>
  );
}
