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

export default function TopAccumulationsScreen() {
  const screen = useTopAccumulations();
  const { topFilters, list } = screen;
  const { toggleFavorite, removeRow, signedIn } = screen;
  const columns = useMemo(
    () =>
      topAccumulationColumns(list.data, {
        signedIn,
        onToggleFavourite: (row) => void toggleFavorite(row),
        onRemove: removeRow,
      }),
    [list.data, signedIn, toggleFavorite, removeRow],
  );
  const table = useUrlTableState({ rows: screen.rows, columns, defaultPageSize: PAGE_SIZE });

  return (
    <DataScreen
      title="Top Accumulations"
      learnMoreUrl={TOP_ACCUMULATIONS_DOCS_URL}
      list={list}
      filters={<TopScreenFilters controls={topFilters} />}
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
