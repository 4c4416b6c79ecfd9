import { useMemo } from 'react';
import {
  Button,
  DataScreen,
  TableWithPagination,
  TopScreenFilters,
  useUrlTableState,
} from '@flowscope/shared-ui';
import { topAccumulationColumns } from './columns.tsx';
import { TOP_ACCUMULATIONS_DOCS_URL } from './exchange-links.ts';
import { useTopAccumulations } from './useTopAccumulations.ts';

const EMPTY_TEXT = 'Žádná data nenalezena';
const PAGE_SIZE = 10;

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export default function TopAccumulationsScreen() {
  const screen = useTopAccumulations();
  const { topFilters, list } = screen;
  const { toggleFavourite, removeRow, signedIn } = screen;
  const columns = useMemo(
    () =>
      topAccumulationColumns(list.data, {
        signedIn,
        onToggleFavourite: (row) => void toggleFavourite(row),
        onRemove: removeRow,
      }),
    [list.data, signedIn, toggleFavourite, removeRow],
  );
  const table = useUrlTableState({ rows: screen.rows, columns, defaultPageSize: PAGE_SIZE });
  const { filters, inputs } = topFilters;

  return (
    <DataScreen
      title="Top Accumulations"
      learnMoreUrl={TOP_ACCUMULATIONS_DOCS_URL}
      loading={list.loading && list.lastUpdated === null}
      error={
        list.error
          ? { title: 'Failed to load data', message: list.error, onRetry: list.retry }
          : null
      }
      status={
        list.lastUpdated
          ? `Updated ${new Date(list.lastUpdated).toLocaleTimeString('en-GB')}`
          : undefined
      }
      filters={
        <TopScreenFilters
          searchQuery={inputs.searchQuery}
          onSearchQueryChange={topFilters.setSearchQuery}
          minMarketCap={inputs.minMarketCap}
          onMinMarketCapChange={topFilters.setMinMarketCap}
          maxMarketCap={inputs.maxMarketCap}
          onMaxMarketCapChange={topFilters.setMaxMarketCap}
          period={{
            selected: filters.customDateRange ? null : filters.selectedTimePeriod,
            onSelect: topFilters.setSelectedTimePeriod,
            range: filters.customDateRange
              ? {
                  from: String(filters.customDateRange.from),
                  to: String(filters.customDateRange.to),
                }
              : null,
            onRangeChange: topFilters.setCustomDateRange,
            maxDate: today(),
          }}
        />
      }
    >
      {screen.hiddenCount > 0 && (
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
          {screen.hiddenCount} removed from this list.{' '}
          <Button variant="textLink" size="sm" onClick={screen.showAllHidden}>
            Show removed
          </Button>
        </p>
      )}
      <TableWithPagination
        table={table}
        columns={columns}
        label="Top Accumulations"
        emptyText={EMPTY_TEXT}
        loading={list.loading}
      />
    </DataScreen>
  );
}
