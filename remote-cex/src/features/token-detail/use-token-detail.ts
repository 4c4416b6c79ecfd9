import { useListState, type ListState, PATHS } from '@flowscope/shared-api';
import {
  IDLE_RESULT,
  loadTokenDetail,
  type TokenDetailFilters,
  type TokenDetailResult,
} from './load-token-detail.ts';

/** The spec's load-failure notification title (data-screens §8). */
const LOAD_FAILED_TITLE = 'Failed to Load Data';

/**
 * The token detail as a list state: reloads when the coin, period or range changes and
 * when the visitor signs in or out. `enabled` false holds it idle (an id that cannot be a
 * coin).
 */
export function useTokenDetail(
  filters: TokenDetailFilters,
  enabled: boolean,
): ListState<TokenDetailResult> {
  return useListState<TokenDetailResult, TokenDetailFilters>({
    call: PATHS.tokenDetail,
    load: loadTokenDetail,
    filters,
    initialData: IDLE_RESULT,
    errorTitle: LOAD_FAILED_TITLE,
    enabled,
  });
}
