import type { Theme } from '@emotion/react';
import { useTableState, type TableStateOptions } from '../../table/use-table-state.ts';
import { Pagination } from '../pagination/Pagination.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';

export type PagedDataTableProps<Row extends object> = TableStateOptions<Row> &
  Pick<DataTableProps<Row>, 'label' | 'emptyText' | 'loading' | 'getRowKey'>;

/** A loaded list sorted and paged on the client: the table of every Top screen. */
export function PagedDataTable<Row extends object>({
  label,
  emptyText,
  loading,
  getRowKey,
  ...options
}: PagedDataTableProps<Row>) {
  const table = useTableState(options);
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.md })}>
      <DataTable
        columns={options.columns}
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
