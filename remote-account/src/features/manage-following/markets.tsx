import { type PremiumList } from '@flowscope/shared-api';
import {
  fetchCexInfluencersList,
  fetchDexInfluencersList,
  type CexInfluencerListRow,
  type DexInfluencerListRow,
  type InfluencerMarket,
  type InfluencerRowBase,
} from '@flowscope/shared-api/feeds';
import type { TableColumn } from '@flowscope/shared-ui';
import { influencerColumns } from './columns.tsx';
import { PnlCell } from './components/PnlCell.tsx';

/** What differs between the CEX and the DEX manage screens: the call and one column. */
export interface ManageMarket<Row extends InfluencerRowBase> {
  market: InfluencerMarket;
  screen: 'manageFollowingCex' | 'manageFollowingDex';
  feed: 'influencerFeedCex' | 'influencerFeedDex';
  /** Every influencer matching the search, in the server's 'popularity' order. */
  load: (search: string, signal: AbortSignal) => Promise<PremiumList<Row>>;
  columns: readonly TableColumn<Row>[];
  /** The load-failure notification (data-screens §8). */
  errorTitle: string;
  /** The inline error box (data-screens §8). */
  inlineErrorTitle: string;
}

/**
 * The CEX list sends search_query, influencer_type, filter_network and sort_by (spec §7):
 * every type, every network, the default 'popularity' order. Column sorts are client-side.
 */
export const CEX_MANAGE: ManageMarket<CexInfluencerListRow> = {
  market: 'cex',
  screen: 'manageFollowingCex',
  feed: 'influencerFeedCex',
  load: (search, signal) =>
    fetchCexInfluencersList({
      searchQuery: search,
      influencerType: '',
      filterNetwork: '',
      sortBy: 'popularity',
      signal,
    }),
  columns: influencerColumns<CexInfluencerListRow>('cex', {
    key: 'pnl',
    sortKey: 'pnl',
    label: 'PNL',
    sortable: true,
    align: 'right',
    render: (row) => <PnlCell pnl={row.pnl} text={row.pnlFormatted} />,
  }),
  errorTitle: 'Failed to Load CEX Influencers Data',
  inlineErrorTitle: 'Failed to load data',
};

/** The DEX list sends search_query only (spec §7); the server orders by popularity. */
export const DEX_MANAGE: ManageMarket<DexInfluencerListRow> = {
  market: 'dex',
  screen: 'manageFollowingDex',
  feed: 'influencerFeedDex',
  load: (search, signal) => fetchDexInfluencersList({ searchQuery: search, signal }),
  columns: influencerColumns<DexInfluencerListRow>('dex', {
    key: 'authority',
    sortKey: 'authority',
    label: 'Authority',
    sortable: true,
    align: 'right',
  }),
  errorTitle: 'Failed to Load DEX Influencers Data',
  inlineErrorTitle: 'Failed to load DEX data',
};
