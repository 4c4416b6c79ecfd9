import { binanceFuturesUrl, dexChartUrl, type SearchResultRow } from '@flowscope/shared-api';
import {
  favoriteColumn,
  NetworkIcon,
  rankColumn,
  TokenLinkCell,
  type TableColumn,
} from '@flowscope/shared-ui';

type Row = SearchResultRow;

/** Perpetuals open on the exchange, chain tokens on their chart. */
function tokenLink(row: Row): { href: string | null; label: string } {
  return row.isCex
    ? {
        href: binanceFuturesUrl(row.symbol),
        label: `Trade ${row.symbol} perpetuals on the exchange`,
      }
    : { href: dexChartUrl(row.network, row.address), label: `Open the ${row.tokenName} chart` };
}

const relevance = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** Columns of the search results, in the spec's order; the star only for signed-in traders. */
export function searchColumns(options: {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
}): TableColumn<Row>[] {
  return [
    rankColumn<Row>(),
    ...(options.signedIn ? [favoriteColumn<Row>(options.onToggleFavourite)] : []),
    {
      key: 'tokenName',
      label: 'Token name',
      sortable: true,
      sticky: true,
      render: (row) => {
        const link = tokenLink(row);
        return <TokenLinkCell row={row} href={link.href} linkLabel={link.label} />;
      },
    },
    {
      key: 'marketCapFormatted',
      sortKey: 'marketCap',
      label: 'Market cap',
      sortable: true,
      align: 'right',
    },
    {
      key: 'network',
      label: 'Network',
      sortable: true,
      render: (row) => (
        <span css={(theme) => ({ display: 'inline-flex', gap: theme.spacing.xs })}>
          <NetworkIcon network={row.network} size={18} />
          {row.network}
        </span>
      ),
    },
    {
      key: 'smwInFormatted',
      sortKey: 'smwIn',
      label: 'SMW In',
      sortable: true,
      align: 'right',
    },
    {
      key: 'smwHoldingsFormatted',
      sortKey: 'smwHoldings',
      label: 'SMW Holdings',
      sortable: true,
      align: 'right',
    },
    {
      key: 'wowChangeFormatted',
      sortKey: 'wowChange',
      label: 'Wow change',
      sortable: true,
      align: 'right',
      render: (row) => (
        <span
          css={(theme) => ({
            color:
              row.wowChange === null
                ? theme.colors.textMuted
                : row.wowChange < 0
                  ? theme.colors.attention
                  : theme.colors.positive,
          })}
        >
          {row.wowChangeFormatted}
        </span>
      ),
    },
    {
      key: 'relevance',
      label: 'Relevance',
      sortable: true,
      align: 'right',
      render: (row) => relevance.format(row.relevance),
    },
  ];
}
