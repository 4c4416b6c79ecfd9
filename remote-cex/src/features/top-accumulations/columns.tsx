import {
  cexCoinNameLink,
  sparklineKey,
  tokenPageLink,
  type CexTopAccumulationRow,
  type SparklineToken,
} from '@flowscope/shared-api';
import {
  Button,
  figureColumn,
  keepFocusAfterRemoval,
  leadingColumns,
  priceChangeColumn,
  priceColumn,
  scoreColumn,
  signedCountColumn,
  sparklineColumn,
  tokenCardRenderer,
  tokenLinkColumn,
  valueBarColumn,
  volumeColumn,
  type TableColumn,
} from '@flowscope/shared-ui';

type Row = CexTopAccumulationRow;

export interface ColumnOptions {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
  onRemove: (row: Row) => void;
  /** The period the sparkline covers, as its name says it ('24h'). */
  sparklinePeriod: string;
}

/** A row's coin for the page's sparkline call; a masked row names none. */
export function sparklineTokenOf(row: Row): SparklineToken | null {
  return row.masked ? null : { coin: row.symbol };
}

/** A tapped card opens the coin's page on Flowscope. */
export const renderCard = tokenCardRenderer<Row>({
  link: (row) => (row.masked ? null : tokenPageLink({ venue: 'cex', coin: row.symbol })),
  figures: ['netflowFormatted', 'priceChange24hFormatted'],
});

/**
 * Columns of Top Accumulations CEX, in the spec's order, then the market essentials (price,
 * 24h %, volume, off until chosen in 'Columns') and the netflow sparkline; bars scale to the
 * whole list.
 */
export function topAccumulationColumns(
  rows: readonly Row[],
  options: ColumnOptions,
): TableColumn<Row>[] {
  return [
    ...leadingColumns(options),
    tokenLinkColumn<Row>('Coin', (row) => cexCoinNameLink(row.symbol)),
    signedCountColumn<Row>('smwChange', 'SMW Change'),
    scoreColumn<Row>('cex'),
    valueBarColumn<Row>('netflow', 'Netflow', rows),
    figureColumn<Row>('netflowVsCap', 'Netflow vs Cap %'),
    valueBarColumn<Row>('longsNetflow', 'Longs Netflow', rows),
    valueBarColumn<Row>('shortsNetflow', 'Shorts Netflow', rows),
    figureColumn<Row>('longEntryPrice', 'Avg Long Entry'),
    figureColumn<Row>('shortEntryPrice', 'Avg Short Entry'),
    priceColumn<Row>(),
    priceChangeColumn<Row>(),
    volumeColumn<Row>({ defaultHidden: true }),
    sparklineColumn<Row>({
      kind: 'netflow',
      period: options.sparklinePeriod,
      lineKey: (row) => {
        const token = sparklineTokenOf(row);
        return token === null ? null : sparklineKey(token);
      },
    }),
    {
      key: 'actions',
      label: 'Actions',
      hideLabel: true,
      align: 'center',
      // A button only: nothing to export.
      exportable: false,
      render: (row) =>
        row.masked ? null : (
          <Button
            variant="tertiary"
            size="sm"
            onClick={(event) => {
              keepFocusAfterRemoval(event.currentTarget);
              options.onRemove(row);
            }}
            aria-label={`Remove ${row.tokenName} from this list`}
          >
            Remove
          </Button>
        ),
    },
  ];
}
