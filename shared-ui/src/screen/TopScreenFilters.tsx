import type { CSSObject } from '@emotion/react';
import { capRangeProblem, type DateRangeValue, type TimePeriod } from '@flowscope/core';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../components/button/Button.tsx';
import { DatePicker } from '../components/date-picker/DatePicker.tsx';
import { Input } from '../components/field/Input.tsx';
import { FiltersGlyph } from '../components/icons/glyphs.tsx';
import { TimeTabs } from '../components/tabs/TimeTabs.tsx';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import type { StaticTheme } from '../theme/static-theme.ts';
import { MarketCapInput } from './MarketCapInput.tsx';

/** The common fields: a row on a wide screen; on a phone a two-column grid, shown when open. */
function panel(theme: StaticTheme, open: boolean): CSSObject {
  return {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'start',
    gap: theme.spacing.md,
    [`@media (max-width: ${theme.breakpoints.mobile}px)`]: {
      display: open ? 'grid' : 'none',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: theme.spacing.sm,
      '& > :first-of-type': { gridColumn: '1 / -1' },
    },
  };
}

const styles = staticStyles((theme) => ({
  filters: { display: 'grid', gap: theme.spacing.sm },
  phoneToggle: {
    display: 'none',
    [`@media (max-width: ${theme.breakpoints.mobile}px)`]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: theme.spacing.sm,
    },
  },
  panel: panel(theme, false),
  openPanel: panel(theme, true),
  dateRange: { alignSelf: 'end' },
  screenControls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: theme.spacing.md,
    [`@media (max-width: ${theme.breakpoints.mobile}px)`]: { gap: theme.spacing.sm },
  },
}));

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

function dayText(day: CalendarDay): string {
  if (typeof day === 'string') return day.slice(0, 10);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** How many of the common filters differ from their defaults, for the phone's toggle. */
function activeCount({ inputs, filters }: TopFilterControls): number {
  return [
    inputs.searchQuery.trim() !== '',
    inputs.minMarketCap !== '',
    inputs.maxMarketCap !== '',
    filters.customDateRange !== null,
  ].filter(Boolean).length;
}

/**
 * The header filters of the Top screens: search, min/max market cap and the custom range,
 * then the screen's own controls (network, token filter) and the time tabs. On a phone the
 * common fields fold behind a 'Filters' button, so the table starts on the first screen; the
 * screen's own controls and the tabs stay in view.
 */
export function TopScreenFilters({ controls, showPeriod = true, children }: TopScreenFiltersProps) {
  const classes = useStaticClasses(styles);
  const { inputs, filters } = controls;
  const range = filters.customDateRange;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rangeProblem = capRangeProblem(inputs.minMarketCap, inputs.maxMarketCap);
  const active = activeCount(controls);

  return (
    <div role="group" aria-label="Filters" className={classes.filters}>
      <div className={classes.phoneToggle}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          <FiltersGlyph size={14} />
          {active > 0 ? `Filters (${active})` : 'Filters'}
        </Button>
      </div>
      <div id={panelId} className={open ? classes.openPanel : classes.panel}>
        <Input
          type="search"
          label="Search"
          placeholder="Token or symbol"
          value={inputs.searchQuery}
          maxLength={200}
          onChange={(event) => controls.setSearchQuery(event.target.value)}
        />
        <MarketCapInput
          label="Min market cap"
          placeholder="$ min, e.g. 200k"
          value={inputs.minMarketCap}
          onValueChange={controls.setMinMarketCap}
        />
        <MarketCapInput
          label="Max market cap"
          placeholder="$ max, e.g. 1.5m"
          value={inputs.maxMarketCap}
          onValueChange={controls.setMaxMarketCap}
          problem={rangeProblem}
        />
        {showPeriod && (
          <div className={classes.dateRange}>
            <DatePicker
              mode="range"
              label="Custom date range"
              value={range ? { from: dayText(range.from), to: dayText(range.to) } : null}
              onChange={controls.setCustomDateRange}
              rules={{ maxDate: dayText(new Date()) }}
            />
          </div>
        )}
      </div>
      {children !== undefined && children !== null && children !== false && (
        // The screen's own controls (network, token filter) stay in view on a phone too.
        <div className={classes.screenControls}>{children}</div>
      )}
      {showPeriod && (
        // A custom range overrides the tabs, so no tab is selected then.
        <TimeTabs
          value={range ? null : filters.selectedTimePeriod}
          onValueChange={controls.setSelectedTimePeriod}
        />
      )}
    </div>
  );
}
