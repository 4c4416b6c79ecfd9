import {
  DEFAULT_WINDOW_HOURS,
  DEX_NETWORKS,
  docsUrl,
  getApiConfig,
  sparklineWindowLabel,
  PageSparklinesScope,
  useRiskFilter,
  type SparklineWindow,
  SCREEN_ROUTES,
} from '@flowscope/shared-api';
import {
  HideRiskyToggle,
  NetworkSelect,
  SparklineLinesProvider,
  TopTableScreen,
  useTopTable,
} from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { dexHoldingColumns, renderCard, sparklineTokenOf } from './columns.tsx';
import { DebugFilterSummary } from './DebugFilterSummary.tsx';
import { useTopHoldingsDex } from './use-top-holdings-dex.ts';

const TITLE = SCREEN_ROUTES.topHoldingsDex.heading;
const EMPTY_TEXT = 'Žádná data k zobrazení';
/**
 * Holdings have no period tabs: the lines show smart money's holdings over the last 30 days,
 * ending at the row's holdings now.
 */
const SPARKLINE_WINDOW: SparklineWindow = { hours: DEFAULT_WINDOW_HOURS };
const SPARKLINE_PERIOD = sparklineWindowLabel(SPARKLINE_WINDOW);

/** Top Holdings DEX (/top-holdings-dex): what smart money holds on chain. */
export default function TopHoldingsDexScreen() {
  const { topFilters, extra, list, rows, signedIn, toggleFavorite } = useTopHoldingsDex();
  const risk = useRiskFilter(rows);
  const columns = useMemo(
    () =>
      dexHoldingColumns({
        signedIn,
        onToggleFavourite: (row) => void toggleFavorite(row),
        sparklinePeriod: SPARKLINE_PERIOD,
      }),
    [signedIn, toggleFavorite],
  );
  const table = useTopTable({ rows: risk.rows, columns, title: TITLE });
  const { filters } = topFilters;
  const network = extra.values.network;
  return (
    <PageSparklinesScope
      provider={SparklineLinesProvider}
      venue="dex"
      kind="holdings"
      window={SPARKLINE_WINDOW}
      rows={table.pageRows}
      tokenOf={sparklineTokenOf}
    >
      <TopTableScreen
        title={TITLE}
        learnMoreUrl={docsUrl('top-holdings-dex')}
        list={list}
        topFilters={topFilters}
        showPeriod={false}
        errorTitle="Failed to load DEX data"
        extraControls={
          <>
            <NetworkSelect
              networks={DEX_NETWORKS}
              emptyLabel="All Networks"
              value={network}
              onChange={(next) => extra.set('network', next)}
            />
            <HideRiskyToggle
              checked={risk.hideRisky}
              onChange={risk.setHideRisky}
              hiddenCount={risk.hiddenCount}
            />
          </>
        }
        columns={columns}
        rows={risk.rows}
        table={table}
        renderCard={renderCard}
        emptyText={EMPTY_TEXT}
        aboveTable={(table) =>
          getApiConfig().mode === 'development' && (
            <DebugFilterSummary
              searchQuery={filters.searchQuery}
              minCap={filters.minMarketCap}
              maxCap={filters.maxMarketCap}
              network={network}
              resultCount={table.totalItems}
              page={table.page}
              totalPages={table.totalPages}
            />
          )
        }
      />
    </PageSparklinesScope>
  );
}
