import type { TokenRef } from '../contract/token-ref.ts';
import { useListState, type ListState } from '../lists/use-list-state.ts';
import { IDLE_ANSWER, premiumAnswerOf, type ResearchAnswer } from './research-answer.ts';
import {
  RESEARCH_CALLS,
  RESEARCH_LOAD_FAILED_TITLE,
  RESEARCH_REFETCH_INTERVAL_MS,
} from './research-calls.ts';
import { periodWindow, type ProfilePeriod } from './research-periods.ts';
import {
  fetchWalletProfile,
  type WalletProfileView,
} from '../endpoints/research/wallet-profile.ts';

/** What the Wallet Profile asks for (its address and URL state): its query key's view. */
export interface WalletProfileQuery {
  wallet: string;
  period: ProfilePeriod;
  /** The tokens of the row it was opened from (`?with=`), compared with the wallet's. */
  commonWith: readonly TokenRef[];
}

/** Addresses are one wallet in any case. */
export function walletSubject(wallet: string): string {
  return wallet.trim().toLowerCase();
}

export function loadWalletProfile(
  query: WalletProfileQuery,
  signal: AbortSignal,
  now: number = Date.now(),
): Promise<ResearchAnswer<WalletProfileView>> {
  return premiumAnswerOf(walletSubject(query.wallet), () =>
    fetchWalletProfile({
      wallet: query.wallet,
      ...periodWindow(query.period, now),
      commonWith: query.commonWith,
      signal,
    }),
  );
}

/**
 * One wallet's profile on the page's query cache, refetched every minute. `enabled` false
 * holds it idle without a call (a signed-out visitor, or an address that cannot be one).
 */
export function useWalletProfile(
  query: WalletProfileQuery,
  enabled: boolean,
): ListState<ResearchAnswer<WalletProfileView>> {
  return useListState<ResearchAnswer<WalletProfileView>, WalletProfileQuery>({
    call: RESEARCH_CALLS.walletProfile,
    load: loadWalletProfile,
    filters: query,
    initialData: IDLE_ANSWER,
    errorTitle: RESEARCH_LOAD_FAILED_TITLE,
    enabled,
    refetchIntervalMs: RESEARCH_REFETCH_INTERVAL_MS,
  });
}
