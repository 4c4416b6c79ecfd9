import { binanceFuturesUrl, dexChartUrl, type SearchResultRow } from '@flowscope/shared-api';
import {
  figureColumn,
  leadingColumns,
  NetworkIcon,
  tokenLinkColumn,
  type TableColumn,
  type TokenLink,
} from '@flowscope/shared-ui';

type Row = SearchResultRow;

/** Perpetuals open on the exchange, chain tokens on their chart. */
function tokenLink(row: Row): TokenLink {
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
    ...leadingColumns(options),
    tokenLinkColumn<Row>('Token name', tokenLink),
    figureColumn<Row>('marketCap', 'Market cap'),
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
    figureColumn<Row>('smwIn', 'SMW In'),
    figureColumn<Row>('smwHoldings', 'SMW Holdings'),
    {
      ...figureColumn<Row>('wowChange', 'Wow change'),
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
