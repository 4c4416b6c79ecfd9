import type { HoldingView, TradeView } from '@flowscope/shared-api';
import { PAGE_LEVEL_PAGE_SIZE, TableWithPagination, useUrlTableState } from '@flowscope/shared-ui';
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
export function HoldingsTable({
  label,
  rows,
  loading,
  emptyText,
  showWallet,
  namespace,
}: ActivityTableProps<HoldingView>) {
  const columns = useMemo(() => holdingColumns({ showWallet }), [showWallet]);
  const tableRows = useMemo(() => toHoldingRows(rows), [rows]);
  const table = useUrlTableState({
    rows: tableRows,
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

/** Trades, newest first, sorted and paged on the client, the view in the URL. */
export function TradesTable({
  label,
  rows,
  loading,
  emptyText,
  showWallet,
  namespace,
}: ActivityTableProps<TradeView>) {
  const columns = useMemo(() => tradeColumns({ showWallet }), [showWallet]);
  const tableRows = useMemo(() => toTradeRows(rows), [rows]);
  const table = useUrlTableState({
    rows: tableRows,
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
