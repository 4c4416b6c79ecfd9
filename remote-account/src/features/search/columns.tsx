import {
  cexCoinNameLink,
  dexTokenNameLink,
  tokenPageLink,
  type SearchResultRow,
} from '@flowscope/shared-api';
import {
  figureColumn,
  holdersColumn,
  leadingColumns,
  liquidityColumn,
  priceChangeColumn,
  priceColumn,
  riskColumn,
  staticStyles,
  tokenCardRenderer,
  tokenLinkColumn,
  useStaticClasses,
  volumeColumn,
  type TableColumn,
  type TokenLink,
} from '@flowscope/shared-ui';
import { NetworkCell } from '../../components/NetworkCell.tsx';

const styles = staticStyles((theme) => ({
  wowChangeNone: { color: theme.colors.textMuted },
  wowChangeFall: { color: theme.colors.attention },
  wowChangeRise: { color: theme.colors.positive },
}));

type Row = SearchResultRow;

/** Every name opens its in-app page; a CEX coin's perpetuals are the small link beside it. */
function tokenLink(row: Row): TokenLink {
  return row.isCex
    ? cexCoinNameLink(row.symbol)
    : // A chain token says where it lives: its chain on the logo and its address.
      dexTokenNameLink({
        name: row.tokenName,
        network: row.network === 'CEX' ? null : row.network,
        address: row.address,
      });
}

/** A result as a card on a phone: market cap and 24h change, a tap for the token's page. */
export const renderCard = tokenCardRenderer<Row>({
  identity: (row) => ({
    ...row,
    network: row.isCex ? null : row.network,
    address: row.isCex ? null : row.address,
  }),
  link: (row) =>
    row.isCex
      ? tokenPageLink({ venue: 'cex', coin: row.symbol })
      : tokenPageLink({
          venue: 'dex',
          name: row.tokenName,
          network: row.network === 'CEX' ? null : row.network,
          address: row.address,
        }),
  figures: ['marketCapFormatted', 'priceChange24hFormatted'],
});

/** The week-on-week change, muted when unknown, in the tone of its sign otherwise. */
function WowChangeCell({ change, text }: { change: number | null; text: string }) {
  const classes = useStaticClasses(styles);
  const className =
    change === null
      ? classes.wowChangeNone
      : change < 0
        ? classes.wowChangeFall
        : classes.wowChangeRise;
  return <span className={className}>{text}</span>;
}

const relevance = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/**
 * Columns of the search results, in the spec's order, then the market essentials (volume,
 * liquidity and holders wait in 'Columns'); the star only for signed-in traders.
 */
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
      render: (row) => <NetworkCell network={row.network} />,
    },
    figureColumn<Row>('smwIn', 'SMW In'),
    figureColumn<Row>('smwHoldings', 'SMW Holdings'),
    {
      ...figureColumn<Row>('wowChange', 'Wow change'),
      render: (row) => <WowChangeCell change={row.wowChange} text={row.wowChangeFormatted} />,
    },
    {
      key: 'relevance',
      label: 'Relevance',
      sortable: true,
      align: 'right',
      render: (row) => relevance.format(row.relevance),
    },
    priceColumn<Row>(),
    priceChangeColumn<Row>(),
    volumeColumn<Row>({ defaultHidden: true }),
    liquidityColumn<Row>({ defaultHidden: true }),
    holdersColumn<Row>({ defaultHidden: true }),
    riskColumn<Row>(),
  ];
}
