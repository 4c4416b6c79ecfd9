import type { Theme } from '@emotion/react';
import { DEX_CHART_SITE, dexChartUrl, type DexTopAccumulationRow } from '@flowscope/shared-api';
import {
  barScale,
  favoriteColumn,
  formatSignedCount,
  rankColumn,
  RelativeValueBar,
  ScoreBadge,
  TokenAgeMarker,
  TokenLinkCell,
  valueExtremes,
  type TableColumn,
} from '@flowscope/shared-ui';
import { formatDaysOld } from './days-old.ts';

type Row = DexTopAccumulationRow;

export interface ColumnOptions {
  signedIn: boolean;
  onToggleFavourite: (row: Row) => void;
}

/** Days since launch, with the seedling (≤ 1 day) or leaf (≤ 7 days) marker. */
function DaysOldCell({ daysOld }: { daysOld: number }) {
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
  const netflowExtremes = valueExtremes(rows, (row) => row.netflow);
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
      key: 'netflowFormatted',
      sortKey: 'netflow',
      label: 'Netflow',
      sortable: true,
      align: 'right',
      render: (row) => (
        <RelativeValueBar value={row.netflow} largest={barScale(row.netflow, netflowExtremes)}>
          {row.netflowFormatted}
        </RelativeValueBar>
      ),
    },
    {
      key: 'netflowVsCapFormatted',
      sortKey: 'netflowVsCap',
      label: 'Netflow vs Cap %',
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
    {
      key: 'avgEntryPriceFormatted',
      sortKey: 'avgEntryPrice',
      label: 'Avg Entry Price',
      sortable: true,
      align: 'right',
    },
    { key: 'walletsInteracted', label: 'Wallets', sortable: true, align: 'right' },
    {
      key: 'smwChange',
      label: 'SMW Change',
      sortable: true,
      align: 'right',
      render: (row) => formatSignedCount(row.smwChange),
    },
    {
      key: 'daysOld',
      label: 'Days Old',
      sortable: true,
      align: 'right',
      render: (row) => <DaysOldCell daysOld={row.daysOld} />,
    },
  ];
}
