import type { TokenDetailHolderRow } from '@flowscope/shared-api';
import { PAGE_LEVEL_PAGE_SIZE, TableWithPagination, useUrlTableState } from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { HOLDER_COLUMNS } from './holder-columns.tsx';
import { toHolderTableRows } from './holder-rows.ts';

/**
 * The SMW Holders tab: sorted and paged on the client over the loaded holders, with its sort,
 * page and page size in the URL ('holders.page', …) so a shared link opens the same view.
 */
export function HoldersPanel({ holders }: { holders: readonly TokenDetailHolderRow[] }) {
  const rows = useMemo(() => toHolderTableRows(holders), [holders]);
  const table = useUrlTableState({
    rows,
    columns: HOLDER_COLUMNS,
    defaultPageSize: PAGE_LEVEL_PAGE_SIZE,
    namespace: 'holders',
  });
  return <TableWithPagination table={table} columns={HOLDER_COLUMNS} label="SMW Holders" />;
}
