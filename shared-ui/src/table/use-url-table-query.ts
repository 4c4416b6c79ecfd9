import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  pageSizeParamOf,
  readTableQuery,
  writeTableQuery,
  type TableQuery,
} from './table-query.ts';
import type { TableQueryStore, TableQueryStoreOptions } from './table-query-store.ts';

/**
 * Sort, page and page size in the URL query, so a trader can share or reload the exact view.
 * Filter setters elsewhere drop `page` to go back to page 1.
 */
export function useUrlTableQuery<Row extends object>({
  columns,
  defaultSort,
  defaultPageSize,
  namespace,
}: TableQueryStoreOptions<Row>): TableQueryStore {
  const [params, setParams] = useSearchParams();
  const sortableKeys = useMemo(
    () => new Set(columns.filter((column) => column.sortable === true).map((column) => column.key)),
    [columns],
  );
  const defaults: TableQuery = useMemo(
    () => ({ sort: defaultSort, page: 1, pageSize: defaultPageSize }),
    [defaultSort, defaultPageSize],
  );
  return {
    query: readTableQuery(params, sortableKeys, defaults, namespace),
    write: (change) =>
      setParams((current) => writeTableQuery(current, change, defaults, namespace), {
        replace: true,
      }),
    // A page size in the URL wins over a saved one; without it the table's default stands
    // until a saved view replaces it.
    explicitPageSize: pageSizeParamOf(params, namespace) !== null,
  };
}
