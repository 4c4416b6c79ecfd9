import type { TokenDetailHolderRow } from '@flowscope/shared-api';
import { PAGE_LEVEL_PAGE_SIZE, PagedDataTable } from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { HOLDER_COLUMNS } from './holderColumns.tsx';
import { toHolderTableRows } from './holderRows.ts';

/** The SMW Holders tab: sorted and paged on the client over the loaded holders. */
export function HoldersPanel({ holders }: { holders: readonly TokenDetailHolderRow[] }) {
  const rows = useMemo(() => toHolderTableRows(holders), [holders]);
  return (
    <PagedDataTable
      label="SMW Holders"
      rows={rows}
      columns={HOLDER_COLUMNS}
      initialPageSize={PAGE_LEVEL_PAGE_SIZE}
      // The data screens keep the page when the page size changes, within the new last page.
      pageSizeChangePolicy="clamp"
    />
  );
}
