import type { HoldingView, TradeView } from '@flowscope/shared-api';
import {
  PAGE_LEVEL_PAGE_SIZE,
  TableWithPagination,
  useTableState,
  type TableColumn,
} from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { holdingColumns, tradeColumns } from './activity-columns.tsx';
import { toHoldingRows, toTradeRows } from './activity-rows.ts';

export interface ActivityTableProps<View> {
  /** The table's name, e.g. 'Open positions'. */
  label: string;
  rows: readonly View[];
  /** A first load: placeholder rows in the table's place. */
  loading: boolean;
  emptyText: string;
  /** An influencer's tables name the wallet of each row. */
  showWallet: boolean;
  /** Keeps this table's sort and page in the URL apart from the other's ('positions.page'). */
  namespace: string;
}

/** Open positions, sorted and paged on the client, the view in the URL. */
export function HoldingsTable({ rows, showWallet, ...table }: ActivityTableProps<HoldingView>) {
  const columns = useMemo(() => holdingColumns({ showWallet }), [showWallet]);
  const tableRows = useMemo(() => toHoldingRows(rows), [rows]);
  return <UrlPagedTable rows={tableRows} columns={columns} {...table} />;
}

/** Trades, newest first, sorted and paged on the client, the view in the URL. */
export function TradesTable({ rows, showWallet, ...table }: ActivityTableProps<TradeView>) {
  const columns = useMemo(() => tradeColumns({ showWallet }), [showWallet]);
  const tableRows = useMemo(() => toTradeRows(rows), [rows]);
  return <UrlPagedTable rows={tableRows} columns={columns} {...table} />;
}

/** The one way both tables show their rows: sorted and paged on the client, the view in the URL. */
function UrlPagedTable<Row extends object>({
  rows,
  columns,
  label,
  loading,
  emptyText,
  namespace,
}: Omit<ActivityTableProps<Row>, 'showWallet'> & { columns: TableColumn<Row>[] }) {
  const table = useTableState({
    rows,
    columns,
    defaultPageSize: PAGE_LEVEL_PAGE_SIZE,
    namespace,
  });
  return (
    <TableWithPagination
      table={table}
      columns={columns}
      label={label}
      emptyText={emptyText}
      emptyLang="en"
      loading={loading}
    />
  );
}
