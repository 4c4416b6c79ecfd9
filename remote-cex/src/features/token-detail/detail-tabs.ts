import type { TabItem } from '@flowscope/shared-ui';

/** The page's tabs (data-screens §2), as they appear in the URL's `tab` parameter. */
export const DETAIL_TABS = ['overview', 'limit-swaps', 'liquidity-swaps', 'smw-holders'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export const DEFAULT_DETAIL_TAB: DetailTab = 'overview';

export const DETAIL_TAB_ITEMS: readonly TabItem<DetailTab>[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'limit-swaps', label: 'Limit Swaps' },
  { value: 'liquidity-swaps', label: 'Liquidity Swaps' },
  { value: 'smw-holders', label: 'SMW Holders' },
];
