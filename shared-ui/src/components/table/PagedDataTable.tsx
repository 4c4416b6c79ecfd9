import type { Theme } from '@emotion/react';
import { useTableState, type TableStateOptions } from '../../table/use-table-state.ts';
import { Pagination } from '../pagination/Pagination.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { TableTools, useTableView } from './TableTools.tsx';

export type PagedDataTableProps<Row extends object> = TableStateOptions<Row> &
  Pick<DataTableProps<Row>, 'label' | 'emptyText' | 'loading' | 'getRowKey'> & {
    /** Names the exported file; defaults to the current path. */
    exportName?: string;
  };

/** A loaded list sorted and paged on the client: the table of every Top screen. */
export function PagedDataTable<Row extends object>({
  label,
  emptyText,
  loading,
  getRowKey,
  exportName,
  ...options
}: PagedDataTableProps<Row>) {
  const table = useTableState(options);
  const view = useTableView(options.columns, label);
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.md })}>
      <TableTools
        label={label}
        columns={options.columns}
        shown={view.shown}
        rows={table.sortedRows}
        preferences={view.preferences}
        setPreferences={view.setPreferences}
        exportName={exportName}
      />
      <DataTable
        columns={view.shown}
        density={view.preferences.density}
        rows={table.pageRows}
        sort={table.sort}
        onSort={table.toggleSort}
        label={label}
        emptyText={emptyText}
        loading={loading}
        getRowKey={getRowKey}
        firstRowNumber={table.firstRowNumber}
      />
      {table.totalItems > 0 && (
        <Pagination
          aria-label={`${label} pages`}
          page={table.page}
          totalPages={table.totalPages}
          onPageChange={table.setPage}
          pageSize={table.pageSize}
          onPageSizeChange={table.setPageSize}
        />
      )}
    </div>
  );
}
