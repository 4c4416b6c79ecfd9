import {
  dexLinkedToken as linkedTokenOf,
  dexRowPageLink,
  dexRowSparklineToken,
  dexTokenNameLink,
  type DexTopHolderRow,
  rowWalletsHref,
  sparklineKey,
} from '@flowscope/shared-api';
import {
  figureColumn,
  holdersColumn,
  leadingColumns,
  liquidityColumn,
  priceChangeColumn,
  priceColumn,
  riskColumn,
  scoreColumn,
  sparklineColumn,
  tokenCardRenderer,
  tokenLinkColumn,
  volumeColumn,
  type TableColumn,
  walletCountColumn,
} from '@flowscope/shared-ui';

type Row = DexTopHolderRow;

/** A row's token for the page's sparkline call; a masked row names none. */
export const sparklineTokenOf = (row: Row) => dexRowSparklineToken(row);

/** A tapped card opens the token's page in the app. */
export const renderCard = tokenCardRenderer<Row>({
  link: dexRowPageLink,
  figures: ['holdingsFormatted', 'priceChange24hFormatted'],
});

/**
 * Columns of Top Holdings DEX, in the spec's order (the token with its contract address),
 * then the market essentials (volume off until chosen in 'Columns'), the risk flags and the
 * holdings sparkline.
 */
export function dexHoldingColumns(options: {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
  /** The window the sparkline covers, as its name says it ('30d'). */
  sparklinePeriod: string;
}): TableColumn<Row>[] {
  return [
    ...leadingColumns(options),
    // A masked row names no network or address (anonymous visitors): no page, no chain.
    tokenLinkColumn<Row>('Token', (row) =>
      dexTokenNameLink({ name: row.tokenName, network: row.network, address: row.address }),
    ),
    { key: 'ticker', label: 'Ticker', sortable: true },
    scoreColumn<Row>('dex'),
    figureColumn<Row>('holdings', 'Holdings'),
    figureColumn<Row>('holdingsVsMarketCap', 'Holdings vs Market Cap'),
    figureColumn<Row>('marketCap', 'Market Cap'),
    // The count opens the smart-money wallets holding the token.
    walletCountColumn<Row>('smwIn', 'SMW In', (row) =>
      rowWalletsHref(linkedTokenOf(row), 'holdings', null),
    ),
    priceColumn<Row>(),
    priceChangeColumn<Row>(),
    liquidityColumn<Row>(),
    holdersColumn<Row>(),
    volumeColumn<Row>({ defaultHidden: true }),
    riskColumn<Row>(),
    sparklineColumn<Row>({
      kind: 'holdings',
      period: options.sparklinePeriod,
      lineKey: (row) => {
        const token = sparklineTokenOf(row);
        return token === null ? null : sparklineKey(token);
      },
    }),
  ];
}
