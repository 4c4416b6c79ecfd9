import {
  DEFAULT_WINDOW_HOURS,
  docsUrl,
  sparklineWindowLabel,
  PageSparklinesScope,
  type SparklineWindow,
  SCREEN_ROUTES,
} from '@flowscope/shared-api';
import { useMemo } from 'react';
import { SparklineLinesProvider, TopTableScreen, useTopTable } from '@flowscope/shared-ui';
import { renderCard, sparklineTokenOf, topHoldingColumns } from './columns.tsx';
import { useTopHoldings } from './use-top-holdings.ts';

const TITLE = SCREEN_ROUTES.topHoldingsCex.heading;
const EMPTY_TEXT = 'Žádná data k zobrazení';
/** The holdings call keeps its default window (the last 720 hours): the lines cover the same. */
const SPARKLINE_WINDOW: SparklineWindow = { hours: DEFAULT_WINDOW_HOURS };
const SPARKLINE_PERIOD = sparklineWindowLabel(SPARKLINE_WINDOW);

export default function TopHoldingsScreen() {
  const { topFilters, list, rows, signedIn, toggleFavorite } = useTopHoldings();
  const columns = useMemo(
    () =>
      topHoldingColumns({
        signedIn,
        onToggleFavourite: (row) => void toggleFavorite(row),
        sparklinePeriod: SPARKLINE_PERIOD,
      }),
    [signedIn, toggleFavorite],
  );
  const table = useTopTable({ rows, columns, title: TITLE });
  return (
    <PageSparklinesScope
      provider={SparklineLinesProvider}
      venue="cex"
      kind="holdings"
      window={SPARKLINE_WINDOW}
      rows={table.pageRows}
      tokenOf={sparklineTokenOf}
    >
      <TopTableScreen
        title={TITLE}
        learnMoreUrl={docsUrl('top-holdings-cex')}
        list={list}
        topFilters={topFilters}
        showPeriod={false}
        columns={columns}
        rows={rows}
        table={table}
        renderCard={renderCard}
        emptyText={EMPTY_TEXT}
      />
    </PageSparklinesScope>
  );
}
