import { DEFAULT_PROFILE_PERIOD, PROFILE_PERIODS } from '@flowscope/shared-api';
import { enumParam } from '@flowscope/shared-ui';

/**
 * The profile's URL state: the period (the plain address is 30 days). The row's tokens
 * (`?with=cex:BTC`, repeated) are read apart: they are a list.
 */
export const WALLET_VIEW = {
  period: enumParam('period', PROFILE_PERIODS, DEFAULT_PROFILE_PERIOD),
};

export const WITH_PARAM = 'with';

/** A new period starts both tables on their first page. */
export const WALLET_TABLE_PAGES = ['holdings.page', 'trades.page'] as const;
