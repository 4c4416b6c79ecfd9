import { DEX_CHART_SITE, dexChartUrl, type DexTopHolderRow } from '@flowscope/shared-api';
import {
  favoriteColumn,
  rankColumn,
  ScoreBadge,
  TokenLinkCell,
  type TableColumn,
} from '@flowscope/shared-ui';

type Row = DexTopHolderRow;

/** Columns of Top Holdings DEX, in the spec's order. */
export function dexHoldingColumns(options: {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
}): TableColumn<Row>[] {
  return [
    rankColumn<Row>(),
    ...(options.signedIn ? [favoriteColumn<Row>(options.onToggleFavourite)] : []),
    {
      key: 'tokenName',
      label: 'Token',
      sortable: true,
      sticky: true,
      render: (row) => (
        <TokenLinkCell
          row={row}
          href={dexChartUrl(row.network, row.address)}
          linkLabel={`${row.tokenName} chart on ${DEX_CHART_SITE}`}
          network={row.network}
        />
      ),
    },
    { key: 'ticker', label: 'Ticker', sortable: true },
    {
      key: 'score',
      label: 'Score',
      sortable: true,
      align: 'right',
      render: (row) => <ScoreBadge score={row.score} market="dex" />,
    },
    {
      key: 'holdingsFormatted',
      sortKey: 'holdings',
      label: 'Holdings',
      sortable: true,
      align: 'right',
    },
    {
      key: 'holdingsVsMarketCapFormatted',
      sortKey: 'holdingsVsMarketCap',
      label: 'Holdings vs Market Cap',
      sortable: true,
      align: 'right',
    },
    {
      key: 'marketCapFormatted',
      sortKey: 'marketCap',
      label: 'Market Cap',
      sortable: true,
      align: 'right',
    },
    { key: 'smwInFormatted', sortKey: 'smwIn', label: 'SMW In', sortable: true, align: 'right' },
  ];
}
