import { docsUrl } from '@flowscope/shared-api';
import { useMemo } from 'react';
import { TopTableScreen } from '@flowscope/shared-ui';
import { topHoldingColumns } from './columns.tsx';
import { useTopHoldings } from './use-top-holdings.ts';

const EMPTY_TEXT = 'Žádná data k zobrazení';

export default function TopHoldingsScreen() {
  const { topFilters, list, rows, signedIn, toggleFavorite } = useTopHoldings();
  const columns = useMemo(
    () => topHoldingColumns({ signedIn, onToggleFavourite: (row) => void toggleFavorite(row) }),
    [signedIn, toggleFavorite],
  );
  return (
    <TopTableScreen
      title="Top Holdings"
      learnMoreUrl={docsUrl('top-holdings-cex')}
      list={list}
      topFilters={topFilters}
      showPeriod={false}
      columns={columns}
      rows={rows}
      emptyText={EMPTY_TEXT}
    />
  );
}
