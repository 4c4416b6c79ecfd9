import { DEX_CHART_SITE, dexChartUrl, type DexTopHolderRow } from '@flowscope/shared-api';
import {
  figureColumn,
  leadingColumns,
  scoreColumn,
  tokenLinkColumn,
  type TableColumn,
} from '@flowscope/shared-ui';

type Row = DexTopHolderRow;

/** Columns of Top Holdings DEX, in the spec's order. */
export function dexHoldingColumns(options: {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
}): TableColumn<Row>[] {
  return [
    ...leadingColumns(options),
    tokenLinkColumn<Row>('Token', (row) => ({
      href: dexChartUrl(row.network, row.address),
      label: `${row.tokenName} chart on ${DEX_CHART_SITE}`,
      // A masked row names no network (anonymous visitors).
      ...(row.network === null ? {} : { network: row.network }),
    })),
    { key: 'ticker', label: 'Ticker', sortable: true },
    scoreColumn<Row>('dex'),
    figureColumn<Row>('holdings', 'Holdings'),
    figureColumn<Row>('holdingsVsMarketCap', 'Holdings vs Market Cap'),
    figureColumn<Row>('marketCap', 'Market Cap'),
    figureColumn<Row>('smwIn', 'SMW In'),
  ];
}
