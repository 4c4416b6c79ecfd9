import { useState } from 'react';
import type { SortState } from './types.ts';
import type { TableQueryStore, TableQueryStoreOptions } from './table-query-store.ts';

interface PageChoice {
  page: number;
  /** The filters in force when the page was chosen; other filters mean page 1. */
  resetKey: unknown;
}

/** Sort, page and page size kept in the component: a table that is not the page's subject. */
export function useComponentTableQuery<Row extends object>({
  defaultSort,
  defaultPageSize,
  resetKey,
}: TableQueryStoreOptions<Row>): TableQueryStore {
  const [sort, setSort] = useState<SortState | null>(defaultSort);
  // Null until the trader picks a size here: until then a saved view may set it.
  const [chosenPageSize, setChosenPageSize] = useState<number | null>(null);
  const [choice, setChoice] = useState<PageChoice>({ page: 1, resetKey });
  return {
    query: {
      sort,
      // Derived rather than stored: a filter change shows page 1 at once, without an extra
      // render through an effect.
      page: Object.is(choice.resetKey, resetKey) ? choice.page : 1,
      pageSize: chosenPageSize ?? defaultPageSize,
    },
    write: (change) => {
      if (change.sort !== undefined) setSort(change.sort);
      if (change.pageSize !== undefined) setChosenPageSize(change.pageSize);
      if (change.page !== undefined) setChoice({ page: change.page, resetKey });
    },
    explicitPageSize: chosenPageSize !== null,
  };
}
