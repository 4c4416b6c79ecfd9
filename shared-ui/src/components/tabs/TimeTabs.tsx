import { TIME_PERIODS, type TimePeriod } from '@flowscope/core';
import { Tabs, type TabsProps } from './Tabs.tsx';

const TIME_TAB_ITEMS = TIME_PERIODS.map((period) => ({ label: period, value: period }));

export type TimeTabsProps = Omit<TabsProps<TimePeriod>, 'items' | 'aria-label'> & {
  'aria-label'?: string;
};

/** 4h, 24h, 7d, 30d; `value` null when a custom date range overrides the tabs. */
export function TimeTabs({ 'aria-label': label = 'Time period', ...rest }: TimeTabsProps) {
  return <Tabs items={TIME_TAB_ITEMS} aria-label={label} {...rest} />;
}
