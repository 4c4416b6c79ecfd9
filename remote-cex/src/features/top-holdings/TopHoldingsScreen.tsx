import { useMemo } from 'react';
import {
  DataScreen,
  TableWithPagination,
  TopScreenFilters,
  useUrlTableState,
} from '@flowscope/shared-ui';
import { topHoldingColumns } from './columns.tsx';
import { useTopHoldings } from './useTopHoldings.ts';

const DOCS_URL = 'https://docs.flowscope.app/top-holdings';
const EMPTY_TEXT = 'Žádná data k zobrazení';
const PAGE_SIZE = 10;

export default function TopHoldingsScreen() {
  const { topFilters, list, rows, signedIn, toggleFavorite } = useTopHoldings();
  const columns = useMemo(
    () => topHoldingColumns({ signedIn, onToggleFavourite: (row) => void toggleFavorite(row) }),
    [signedIn, toggleFavorite],
  );
  const table = useUrlTableState({ rows, columns, defaultPageSize: PAGE_SIZE });
  return (
    <DataScreen
      title="Top Holdings"
      learnMoreUrl={DOCS_URL}
      list={list}
      filters={<TopScreenFilters controls={topFilters} showPeriod={false} />}
    >
      <TableWithPagination
        table={table}
        columns={columns}
        label="Top Holdings"
        emptyText={EMPTY_TEXT}
        loading={list.loading}
      />
    </DataScreen>
  );
}
