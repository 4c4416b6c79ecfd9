import type { InfluencerMarket, InfluencerRowBase } from '@flowscope/shared-api/feeds';
import { rankColumn, type TableColumn } from '@flowscope/shared-ui';
import { FollowCell } from './components/FollowCell.tsx';
import { InfluencerNameCell } from './components/InfluencerNameCell.tsx';
import { XProfileLink } from './components/XProfileLink.tsx';

const count = new Intl.NumberFormat('en-US');

/**
 * The manage table's columns (spec §2): #, Name, the X profile, the market's own figure
 * (PNL or Authority), Wallets, trades in the last 30 days and the follow action. Figures
 * start largest first (their sortKey), names A to Z.
 */
export function influencerColumns<Row extends InfluencerRowBase>(
  market: InfluencerMarket,
  figure: TableColumn<Row>,
): TableColumn<Row>[] {
  return [
    rankColumn<Row>(),
    {
      key: 'twitterHandle',
      label: 'Name',
      sortable: true,
      sticky: true,
      render: (row) => <InfluencerNameCell handle={row.twitterHandle} venue={market} />,
    },
    {
      key: 'xLink',
      label: 'X Profile',
      render: (row) => <XProfileLink handle={row.twitterHandle} href={row.xLink} />,
    },
    figure,
    {
      key: 'wallets',
      sortKey: 'wallets',
      label: 'Wallets',
      sortable: true,
      align: 'right',
      render: (row) => count.format(row.wallets),
    },
    {
      key: 'trades',
      sortKey: 'trades',
      label: 'Trades in last 30 days',
      sortable: true,
      align: 'right',
      render: (row) => count.format(row.trades),
    },
    {
      key: 'actions',
      label: 'Actions',
      hideLabel: true,
      align: 'right',
      // The follow button only: nothing to export.
      exportable: false,
      render: (row) => <FollowCell market={market} handle={row.twitterHandle} />,
    },
  ];
}
