import {
  DEFAULT_ROW_WALLETS_PERIOD,
  ROW_WALLETS_PERIODS,
  type RowWalletList,
} from '@flowscope/shared-api';
import { enumParam, type TabItem } from '@flowscope/shared-ui';

export const ROW_WALLET_LIST_TABS: readonly TabItem<RowWalletList>[] = [
  { value: 'accumulations', label: 'Traded in the period' },
  { value: 'holdings', label: 'Holding now' },
];

/**
 * The screen's URL state: which list (a Top Accumulations row's wallets, the default, or a Top
 * Holdings row's) and the period; a custom day range (`from`, `to`) overrides the period.
 */
export const ROW_WALLETS_VIEW = {
  list: enumParam<RowWalletList>('list', ['accumulations', 'holdings'], 'accumulations'),
  period: enumParam('period', ROW_WALLETS_PERIODS, DEFAULT_ROW_WALLETS_PERIOD),
};
