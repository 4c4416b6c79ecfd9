import { Pagination } from '../pagination/Pagination.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { RowCardList, type RenderRowCard } from './RowCardList.tsx';
import { readField } from '../../table/read-field.ts';
import { useRowCards } from '../../hooks/use-media-query.ts';
import { TableTools, useTableView } from './TableTools.tsx';
import { useSavedPageSize } from './use-saved-page-size.ts';
import type { TableState } from '../../table/use-table-state.ts';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';

export type TableWithPaginationProps<Row extends object> = Pick<
  DataTableProps<Row>,
  'columns' | 'label' | 'emptyText' | 'emptyLang' | 'loading' | 'getRowKey'
> & {
  /** Sorting and paging state, e.g. from useUrlTableState. */
  table: TableState<Row>;
  /** Names the exported file; defaults to the current path. */
  exportName?: string;
  /**
   * How a row reads as a card below 640 px (a token card, see tokenCardRenderer); without
   * it, a card of the shown columns' labels and values. Phones never get a sideways table.
   */
  renderCard?: RenderRowCard<Row>;
  /** The height of one card, for its loading placeholder. */
  cardHeight?: number;
};

const styles = staticStyles((theme) => ({
  container: { display: 'grid', gap: theme.spacing.md },
}));

function defaultRowKey(row: object, index: number): string | number {
  const id = readField(row, 'id');
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

/**
 * A sorted, paged table with its footer pagination, driven by state the screen owns; the
 * page size the trader picks is kept in the table's saved view.
 */
export function TableWithPagination<Row extends object>({
  table: screenTable,
  exportName,
  renderCard,
  cardHeight,
  ...props
}: TableWithPaginationProps<Row>) {
  const view = useTableView(props.columns, props.label);
  const asCards = useRowCards();
  const table = useSavedPageSize(screenTable, props.label, props.columns);
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.container}>
      <TableTools
        label={props.label}
        columns={props.columns}
        shown={view.shown}
        rows={table.sortedRows}
        preferences={view.preferences}
        setPreferences={view.setPreferences}
        exportName={exportName}
      />
      {asCards ? (
        <RowCardList
          columns={view.shown}
          allColumns={props.columns}
          rows={table.pageRows}
          label={props.label}
          emptyText={props.emptyText}
          emptyLang={props.emptyLang}
          loading={props.loading}
          firstRowNumber={table.firstRowNumber}
          getRowKey={props.getRowKey ?? defaultRowKey}
          renderCard={renderCard}
          skeletonCount={table.pageSize}
          skeletonHeight={cardHeight}
        />
      ) : (
        <DataTable
          {...props}
          columns={view.shown}
          density={view.preferences.density}
          rows={table.pageRows}
          sort={table.sort}
          onSort={table.toggleSort}
          firstRowNumber={table.firstRowNumber}
          skeletonRowCount={table.pageSize}
        />
      )}
      {table.totalItems > 0 && (
        <Pagination
          aria-label={`${props.label} pages`}
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
