import { binanceFuturesUrl, type CexTopAccumulationRow } from '@flowscope/shared-api';
import {
  Button,
  figureColumn,
  keepFocusAfterRemoval,
  leadingColumns,
  scoreColumn,
  signedCountColumn,
  tokenLinkColumn,
  valueBarColumn,
  type TableColumn,
} from '@flowscope/shared-ui';

type Row = CexTopAccumulationRow;

export interface ColumnOptions {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
  onRemove: (row: Row) => void;
}

/** Columns of Top Accumulations CEX, in the spec's order; bars scale to the whole list. */
export function topAccumulationColumns(
  rows: readonly Row[],
  options: ColumnOptions,
): TableColumn<Row>[] {
  return [
    ...leadingColumns(options),
    tokenLinkColumn<Row>('Coin', (row) => ({
      href: binanceFuturesUrl(row.symbol),
      label: `Trade ${row.symbol} on the exchange`,
    })),
    signedCountColumn<Row>('smwChange', 'SMW Change'),
    scoreColumn<Row>('cex'),
    valueBarColumn<Row>('netflow', 'Netflow', rows),
    figureColumn<Row>('netflowVsCap', 'Netflow vs Cap %'),
    valueBarColumn<Row>('longsNetflow', 'Longs Netflow', rows),
    valueBarColumn<Row>('shortsNetflow', 'Shorts Netflow', rows),
    figureColumn<Row>('longEntryPrice', 'Avg Long Entry'),
    figureColumn<Row>('shortEntryPrice', 'Avg Short Entry'),
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
