import { DEX_NETWORKS, getApiConfig, docsUrl } from '@flowscope/shared-api';
import { NetworkSelect, TopTableScreen } from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { dexHoldingColumns } from './columns.tsx';
import { DebugFilterSummary } from './DebugFilterSummary.tsx';
import { useTopHoldingsDex } from './use-top-holdings-dex.ts';

const EMPTY_TEXT = 'Žádná data k zobrazení';

/** Top Holdings DEX (/top-holdings-dex): what smart money holds on chain. */
export default function TopHoldingsDexScreen() {
  const { topFilters, extra, list, rows, signedIn, toggleFavorite } = useTopHoldingsDex();
  const columns = useMemo(
    () => dexHoldingColumns({ signedIn, onToggleFavourite: (row) => void toggleFavorite(row) }),
    [signedIn, toggleFavorite],
  );
  const { filters } = topFilters;
  const network = extra.values.network;
  return (
    <TopTableScreen
      title="Top Holdings"
      learnMoreUrl={docsUrl('top-holdings-dex')}
      list={list}
      topFilters={topFilters}
      showPeriod={false}
      errorTitle="Failed to load DEX data"
      extraControls={
        <NetworkSelect
          networks={DEX_NETWORKS}
          emptyLabel="All Networks"
          value={network}
          onChange={(next) => extra.set('network', next)}
        />
      }
      columns={columns}
      rows={rows}
      emptyText={EMPTY_TEXT}
      aboveTable={(table) =>
        getApiConfig().mode === 'development' && (
          <DebugFilterSummary
            searchQuery={filters.searchQuery}
            minCap={filters.minMarketCap}
            maxCap={filters.maxMarketCap}
            network={network}
            resultCount={table.totalItems}
            page={table.page}
            totalPages={table.totalPages}
          />
        )
      }
    />
  );
}
