import { binanceFuturesUrl, type CexTopAccumulationRow } from '@flowscope/shared-api';
import {
  barScale,
  Button,
  favoriteColumn,
  formatSignedCount,
  keepFocusAfterRemoval,
  rankColumn,
  RelativeValueBar,
  ScoreBadge,
  TokenLinkCell,
  valueExtremes,
  type TableColumn,
  type ValueExtremes,
} from '@flowscope/shared-ui';

type Row = CexTopAccumulationRow;

export interface ColumnOptions {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
  onRemove: (row: Row) => void;
}

type BarField = 'netflow' | 'longsNetflow' | 'shortsNetflow';

function barColumn(
  field: BarField,
  label: string,
  extremes: Record<BarField, ValueExtremes>,
): TableColumn<Row> {
  return {
    key: `${field}Formatted`,
    sortKey: field,
    label,
    sortable: true,
    align: 'right',
    render: (row) => (
      <RelativeValueBar value={row[field]} largest={barScale(row[field], extremes[field])}>
        {row[`${field}Formatted`]}
      </RelativeValueBar>
    ),
  };
}

/** Columns of Top Accumulations CEX, in the spec's order; bars scale to the whole list. */
export function topAccumulationColumns(
  rows: readonly Row[],
  options: ColumnOptions,
): TableColumn<Row>[] {
  const extremes = {
    netflow: valueExtremes(rows, (row) => row.netflow),
    longsNetflow: valueExtremes(rows, (row) => row.longsNetflow),
    shortsNetflow: valueExtremes(rows, (row) => row.shortsNetflow),
  };
  return [
    rankColumn<Row>(),
    ...(options.signedIn ? [favoriteColumn<Row>(options.onToggleFavourite)] : []),
    {
      key: 'tokenName',
      label: 'Coin',
      sortable: true,
      sticky: true,
      render: (row) => (
        <TokenLinkCell
          row={row}
          href={binanceFuturesUrl(row.symbol)}
          linkLabel={`Trade ${row.symbol} on the exchange`}
        />
      ),
    },
    {
      key: 'smwChange',
      label: 'SMW Change',
      sortable: true,
      align: 'right',
      render: (row) => formatSignedCount(row.smwChange),
    },
    {
      key: 'score',
      label: 'Score',
      sortable: true,
      align: 'right',
      render: (row) => <ScoreBadge score={row.score} market="cex" />,
    },
    barColumn('netflow', 'Netflow', extremes),
    {
      key: 'netflowVsCapFormatted',
      sortKey: 'netflowVsCap',
      label: 'Netflow vs Cap %',
      sortable: true,
      align: 'right',
    },
    barColumn('longsNetflow', 'Longs Netflow', extremes),
    barColumn('shortsNetflow', 'Shorts Netflow', extremes),
    {
      key: 'longEntryPriceFormatted',
      sortKey: 'longEntryPrice',
      label: 'Avg Long Entry',
      sortable: true,
      align: 'right',
    },
    {
      key: 'shortEntryPriceFormatted',
      sortKey: 'shortEntryPrice',
      label: 'Avg Short Entry',
      sortable: true,
      align: 'right',
    },
    {
      key: 'actions',
      label: 'Actions',
      hideLabel: true,
      align: 'center',
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
