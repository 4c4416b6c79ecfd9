import { useMemo } from 'react';
import { PAGE_LEVEL_PAGE_SIZE } from '../table/paging.ts';
import { TableWithPagination } from '../components/table/TableWithPagination.tsx';
import { useTableState } from '../table/use-table-state.ts';
import { holderColumns } from './holder-columns.tsx';
import { toHolderTableRows, type TokenHolderLike } from './holder-rows.ts';

export interface HoldersPanelProps {
  holders: readonly TokenHolderLike[];
  /** A DEX token's holders hold it: no Position column. */
  showPosition?: boolean;
  /** A holder's wallet profile in the app; without it the wallet is shown, not linked. */
  walletHref?: (wallet: string) => string;
}

/**
 * The SMW Holders table of a token page: sorted and paged on the client over the loaded
 * holders, with its sort, page and page size in the URL ('holders.page', …) so a shared link
 * opens the same view.
 */
export function HoldersPanel({ holders, showPosition = true, walletHref }: HoldersPanelProps) {
  const rows = useMemo(() => toHolderTableRows(holders), [holders]);
  const columns = useMemo(
    () => holderColumns({ showPosition, ...(walletHref === undefined ? {} : { walletHref }) }),
    [showPosition, walletHref],
  );
  const table = useTableState({
    rows,
    columns,
    defaultPageSize: PAGE_LEVEL_PAGE_SIZE,
    namespace: 'holders',
  });
  return <TableWithPagination table={table} columns={columns} label="SMW Holders" />;
}
