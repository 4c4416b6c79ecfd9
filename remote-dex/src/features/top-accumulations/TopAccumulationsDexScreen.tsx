import {
  DEX_NETWORKS,
  docsUrl,
  sparklineWindowLabel,
  topSparklineWindow,
  PageSparklinesScope,
  useRiskFilter,
  SCREEN_ROUTES,
} from '@flowscope/shared-api';
import {
  HideRiskyToggle,
  NetworkSelect,
  Select,
  SparklineLinesProvider,
  TopTableScreen,
  useTopTable,
} from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { dexAccumulationColumns, renderCard, sparklineTokenOf } from './columns.tsx';
import { TOKEN_FILTER_OPTIONS, tokenFilterParam } from './token-filter.ts';
import { useTopAccumulationsDex } from './use-top-accumulations-dex.ts';

const TITLE = SCREEN_ROUTES.topAccumulationsDex.heading;
const EMPTY_TEXT = 'Žádná data nenalezena';

/** Top Accumulations DEX (/top-accumulations-dex): tokens smart money buys on chain. */
export default function TopAccumulationsDexScreen() {
  const { topFilters, extra, list, rows, signedIn, toggleFavorite } = useTopAccumulationsDex();
  const risk = useRiskFilter(rows);
  const { selectedTimePeriod, customDateRange } = topFilters.filters;
  const sparklineWindow = useMemo(
    () => topSparklineWindow({ selectedTimePeriod, customDateRange }),
    [selectedTimePeriod, customDateRange],
  );
  const sparklinePeriod = sparklineWindowLabel(sparklineWindow);
  const columns = useMemo(
    () =>
      dexAccumulationColumns(list.data, {
        signedIn,
        onToggleFavourite: (row) => void toggleFavorite(row),
        sparklinePeriod,
        period: { selectedTimePeriod, customDateRange },
      }),
    [list.data, signedIn, toggleFavorite, sparklinePeriod, selectedTimePeriod, customDateRange],
  );
  const table = useTopTable({ rows: risk.rows, columns, title: TITLE });
  return (
    <PageSparklinesScope
      provider={SparklineLinesProvider}
      venue="dex"
      kind="netflow"
      window={sparklineWindow}
      rows={table.pageRows}
      tokenOf={sparklineTokenOf}
    >
      <TopTableScreen
        title={TITLE}
        learnMoreUrl={docsUrl('top-accumulations-dex')}
        list={list}
        topFilters={topFilters}
        errorTitle="Failed to load DEX data"
        extraControls={
          <>
            <NetworkSelect
              networks={DEX_NETWORKS}
              emptyLabel="Any network"
              value={extra.values.network}
              onChange={(network) => extra.set('network', network)}
            />
            <Select
              label="Token filter"
              options={TOKEN_FILTER_OPTIONS}
              value={extra.values.tokenFilter}
              onChange={(event) =>
                extra.set('tokenFilter', tokenFilterParam.parse(event.target.value))
              }
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
      />
    </PageSparklinesScope>
  );
}
