import type { RowWalletList } from '../contract/row-wallets.ts';
import type { TokenRef } from '../contract/token-ref.ts';
import { resolveDateRange, type CustomDateRange } from '../lists/top-filters.ts';
import { useListState, type ListState } from '../lists/use-list-state.ts';
import { answerOf, IDLE_ANSWER, type ResearchAnswer } from './research-answer.ts';
import {
  RESEARCH_CALLS,
  RESEARCH_LOAD_FAILED_TITLE,
  RESEARCH_REFETCH_INTERVAL_MS,
} from './research-calls.ts';
import { tokenRefKey } from './research-links.ts';
import type { RowWalletsPeriod } from './research-periods.ts';
import { fetchRowWallets, type RowWalletsView } from '../endpoints/research/row-wallets.ts';

/** What the wallets behind a Top row are asked for: its query key's view. */
export interface RowWalletsQuery {
  token: TokenRef;
  list: RowWalletList;
  period: RowWalletsPeriod;
  /** A custom day range (yyyy-MM-dd), as the Top list had it; it overrides the period. */
  range: CustomDateRange | null;
}

/** Coins and EVM addresses are one token in any case. */
export function rowTokenSubject(token: TokenRef): string {
  return tokenRefKey(token).toLowerCase();
}

export function loadRowWallets(
  query: RowWalletsQuery,
  signal: AbortSignal,
  now: number = Date.now(),
): Promise<ResearchAnswer<RowWalletsView>> {
  // The window is the Top list's: the tab's hours up to now, or the range's whole days.
  const window = resolveDateRange(query.period, query.range, now);
  return answerOf(rowTokenSubject(query.token), () =>
    fetchRowWallets({ token: query.token, list: query.list, ...window, signal }),
  );
}

/** The wallets behind one Top row on the page's query cache, refetched every minute. */
export function useRowWallets(
  query: RowWalletsQuery,
  enabled: boolean,
): ListState<ResearchAnswer<RowWalletsView>> {
  return useListState<ResearchAnswer<RowWalletsView>, RowWalletsQuery>({
    call: RESEARCH_CALLS.rowWallets,
    load: loadRowWallets,
    filters: query,
    initialData: IDLE_ANSWER,
    errorTitle: RESEARCH_LOAD_FAILED_TITLE,
    enabled,
    refetchIntervalMs: RESEARCH_REFETCH_INTERVAL_MS,
  });
}
