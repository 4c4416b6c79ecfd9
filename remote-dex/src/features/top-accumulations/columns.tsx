import type { Theme } from '@emotion/react';
import { DEX_CHART_SITE, dexChartUrl, type DexTopAccumulationRow } from '@flowscope/shared-api';
import {
  figureColumn,
  leadingColumns,
  scoreColumn,
  signedCountColumn,
  TokenAgeMarker,
  tokenLinkColumn,
  valueBarColumn,
  type TableColumn,
} from '@flowscope/shared-ui';
import { formatDaysOld } from './days-old.ts';

type Row = DexTopAccumulationRow;

export interface ColumnOptions {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
}

/** Days since launch, with the seedling (≤ 1 day) or leaf (≤ 7 days) marker; none when masked. */
function DaysOldCell({ daysOld }: { daysOld: number | null }) {
  return (
    <span
      css={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing.xs,
      })}
    >
      <TokenAgeMarker daysOld={daysOld} />
      {formatDaysOld(daysOld)}
    </span>
  );
}

/** Columns of Top Accumulations DEX, in the spec's order; the bar scales to the whole list. */
export function dexAccumulationColumns(
  rows: readonly Row[],
  options: ColumnOptions,
): TableColumn<Row>[] {
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
    valueBarColumn<Row>('netflow', 'Netflow', rows),
    figureColumn<Row>('netflowVsCap', 'Netflow vs Cap %'),
    figureColumn<Row>('marketCap', 'Market Cap'),
    figureColumn<Row>('avgEntryPrice', 'Avg Entry Price'),
    { key: 'walletsInteracted', label: 'Wallets', sortable: true, align: 'right' },
    signedCountColumn<Row>('smwChange', 'SMW Change'),
    {
      key: 'daysOld',
      label: 'Days Old',
      sortable: true,
      align: 'right',
      render: (row) => <DaysOldCell daysOld={row.daysOld} />,
    },
  ];
}
