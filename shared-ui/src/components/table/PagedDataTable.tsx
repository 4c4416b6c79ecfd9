import { useTableState, type TableStateOptions } from '../../table/use-table-state.ts';
import { TableWithPagination } from './TableWithPagination.tsx';
import type { DataTableProps } from './DataTable.tsx';
import type { RenderRowCard } from './RowCardList.tsx';

export type PagedDataTableProps<Row extends object> = Omit<
  TableStateOptions<Row>,
  'keepIn' | 'namespace'
> &
  Pick<DataTableProps<Row>, 'label' | 'emptyText' | 'loading' | 'getRowKey'> & {
    /** Names the exported file; defaults to the current path. */
    exportName?: string;
    /** Each row as a card below 640 px; a card of its columns when left out. */
    renderCard?: RenderRowCard<Row>;
  };

/** A loaded list sorted and paged on the client, its state kept in the component. */
export function PagedDataTable<Row extends object>({
  label,
  emptyText,
  loading,
  getRowKey,
  exportName,
  renderCard,
  ...options
}: PagedDataTableProps<Row>) {
  const table = useTableState({ ...options, keepIn: 'component' });
  return (
    <TableWithPagination
      table={table}
      columns={options.columns}
      label={label}
      emptyText={emptyText}
      loading={loading}
      getRowKey={getRowKey}
      exportName={exportName}
      renderCard={renderCard}
    />
  );
}
