import { DEFAULT_PROFILE_PERIOD, PROFILE_PERIODS } from '@flowscope/shared-api';
import { enumParam } from '@flowscope/shared-ui';

/** The profile's URL state: the period (24h, 7d, 30d; the plain address is 30 days). */
export const INFLUENCER_VIEW = {
  period: enumParam('period', PROFILE_PERIODS, DEFAULT_PROFILE_PERIOD),
};

/** A new period starts both tables on their first page. */
export const PROFILE_TABLE_PAGES = ['positions.page', 'trades.page'] as const;
