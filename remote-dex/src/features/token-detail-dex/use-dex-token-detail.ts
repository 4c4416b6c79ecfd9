import { DEX_DATA_ERROR_TITLE, PATHS, useListState, type ListState } from '@flowscope/shared-api';
import {
  IDLE_RESULT,
  loadDexTokenDetail,
  type DexTokenDetailFilters,
  type DexTokenDetailResult,
} from './load-dex-token-detail.ts';

/** The spec's load-failure notification title of DEX data (data-screens §8). */
const LOAD_FAILED_TITLE = 'Failed to Load DEX Data';

/**
 * The DEX token page's data on the page's query cache: it reloads when the token, period or
 * range changes and when the visitor signs in or out. `enabled` false holds it idle (an
 * address that names no token).
 */
export function useDexTokenDetail(
  filters: DexTokenDetailFilters,
  enabled: boolean,
): ListState<DexTokenDetailResult> {
  return useListState<DexTokenDetailResult, DexTokenDetailFilters>({
    call: PATHS.dexTokenDetail,
    load: loadDexTokenDetail,
    filters,
    initialData: IDLE_RESULT,
    errorTitle: LOAD_FAILED_TITLE,
    invalidResponseTitle: DEX_DATA_ERROR_TITLE,
    enabled,
  });
}
