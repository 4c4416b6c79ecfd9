import { DEX_NETWORKS, docsUrl } from '@flowscope/shared-api';
import { NetworkSelect, Select, TopTableScreen } from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { dexAccumulationColumns } from './columns.tsx';
import { TOKEN_FILTER_OPTIONS, tokenFilterParam } from './token-filter.ts';
import { useTopAccumulationsDex } from './use-top-accumulations-dex.ts';

const EMPTY_TEXT = 'Žádná data nenalezena';

/** Top Accumulations DEX (/top-accumulations-dex): tokens smart money buys on chain. */
export default function TopAccumulationsDexScreen() {
  const { topFilters, extra, list, rows, signedIn, toggleFavorite } = useTopAccumulationsDex();
  const columns = useMemo(
    () =>
      dexAccumulationColumns(list.data, {
        signedIn,
        onToggleFavourite: (row) => void toggleFavorite(row),
      }),
    [list.data, signedIn, toggleFavorite],
  );
  return (
    <TopTableScreen
      title="Top Accumulations"
      learnMoreUrl={docsUrl('top-accumulations-dex')}
      list={list}
      topFilters={topFilters}
      errorTitle="Failed to load DEX data"
      extraControls={
        <>
          <NetworkSelect
            networks={DEX_NETWORKS}
            emptyLabel="Any network"
            value={extra.values.network}
            onChange={(network) => extra.set('network', network)}
          />
          <Select
            label="Token filter"
            options={TOKEN_FILTER_OPTIONS}
            value={extra.values.tokenFilter}
            onChange={(event) =>
              extra.set('tokenFilter', tokenFilterParam.parse(event.target.value))
            }
          />
        </>
      }
      columns={columns}
      rows={rows}
      emptyText={EMPTY_TEXT}
    />
  );
}
