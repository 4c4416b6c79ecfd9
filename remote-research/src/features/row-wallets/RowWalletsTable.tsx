import type { RowWalletList, RowWalletView, TokenRef } from '@flowscope/shared-api';
import { TableWithPagination, useTableState } from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { rowWalletColumns } from './row-wallet-columns.tsx';

const NONE: RowWalletView[] = [];

/** The wallets behind the row, sorted and paged on the client, the view in the URL. */
export function RowWalletsTable({
  wallets,
  list,
  token,
  loading,
}: {
  /** Null while the first answer loads. */
  wallets: readonly RowWalletView[] | null;
  list: RowWalletList;
  token: TokenRef;
  loading: boolean;
}) {
  const columns = useMemo(() => rowWalletColumns(list, token), [list, token]);
  const table = useTableState({ rows: wallets ?? NONE, columns, namespace: 'wallets' });
  return (
    <TableWithPagination
      table={table}
      columns={columns}
      label="Smart-money wallets"
      emptyText={
        list === 'holdings'
          ? 'No smart-money wallet holds it now'
          : 'No smart-money wallet traded it in this period'
      }
      emptyLang="en"
      loading={loading}
    />
  );
}
