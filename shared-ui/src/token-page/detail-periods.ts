import type { DetailPeriod } from '@flowscope/core';
import type { TabItem } from '../components/tabs/Tabs.tsx';

/** The token page's period tabs and their labels; the periods themselves are core's. */
export const DETAIL_PERIOD_TABS: readonly TabItem<DetailPeriod>[] = [
  { value: '24h', label: '24h' },
  { value: '3d', label: '3 days' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
];
