import {
  useDebouncedValue,
  useListState,
  type ListState,
  type PremiumList,
  PATHS,
} from '@flowscope/shared-api';
import { type InfluencerRowBase } from '@flowscope/shared-api/feeds';
import type { ManageMarket } from '../markets.tsx';

const NOT_LOADED: PremiumList<never> = { items: [], premiumRequired: false };

/**
 * Every influencer of the market matching the search box, asked for 500 ms after the last
 * keystroke (spec §9); only for signed-in traders (managing follows needs an account).
 */
export function useInfluencerList<Row extends InfluencerRowBase>(
  config: ManageMarket<Row>,
  search: string,
  signedIn: boolean,
): ListState<PremiumList<Row>> {
  const searchQuery = useDebouncedValue(search.trim());
  return useListState<PremiumList<Row>, { searchQuery: string }>({
    call: config.market === 'cex' ? PATHS.cexInfluencersList : PATHS.dexInfluencersList,
    load: (filters, signal) => config.load(filters.searchQuery, signal),
    filters: { searchQuery },
    initialData: NOT_LOADED,
    errorTitle: config.errorTitle,
    enabled: signedIn,
  });
}
