import type { MostTradedTokenView } from '@flowscope/shared-api';
import { DataTable, rankColumn, type TableColumn } from '@flowscope/shared-ui';
import { SignedAmount } from '../../components/SignedAmount.tsx';
import { TokenCell } from '../../components/TokenCell.tsx';

interface MostTradedRow extends MostTradedTokenView {
  id: string;
}

const COLUMNS: readonly TableColumn<MostTradedRow>[] = [
  rankColumn<MostTradedRow>(),
  { key: 'token', label: 'Token', sticky: true, render: (row) => <TokenCell token={row.token} /> },
  { key: 'trades', label: 'Trades', align: 'right' },
  { key: 'volumeFormatted', label: 'Volume', align: 'right' },
  {
    key: 'realisedPnlFormatted',
    label: 'Realised PnL',
    align: 'right',
    render: (row) => <SignedAmount value={row.realisedPnl} text={row.realisedPnlFormatted} />,
  },
];

const NO_SORT = () => undefined;

/** The tokens they trade most in the period, in the API's order (by trades, then volume). */
export function MostTradedTable({
  tokens,
  loading,
}: {
  tokens: readonly MostTradedTokenView[];
  loading: boolean;
}) {
  const rows = tokens.map((entry) => ({ ...entry, id: entry.token.key }));
  return (
    <DataTable
      columns={COLUMNS}
      rows={rows}
      sort={null}
      onSort={NO_SORT}
      label="Most traded tokens"
      emptyText="No trades in this period"
      emptyLang="en"
      loading={loading}
      skeletonRowCount={5}
    />
  );
}
