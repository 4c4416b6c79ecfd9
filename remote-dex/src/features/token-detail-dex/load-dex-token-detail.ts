import {
  fetchDexTokenDetail,
  isApiError,
  resolveDetailWindow,
  type DexTokenDetailView,
} from '@flowscope/shared-api';
import type { DayRange, DetailPeriod } from '@flowscope/shared-ui';
import type { DexTokenRef } from './dex-token-ref.ts';

/** What the page asks for; a change of any of these reloads. */
export interface DexTokenDetailFilters extends DexTokenRef {
  period: DetailPeriod;
  range: DayRange | null;
}

/**
 * The outcome of one load. The requested token travels with it, so the page never shows
 * one token's data under another token's address while the next one loads.
 */
export type DexTokenDetailResult =
  | { status: 'idle' }
  | { status: 'found'; token: DexTokenRef; detail: DexTokenDetailView }
  | { status: 'not-found'; token: DexTokenRef };

export const IDLE_RESULT: DexTokenDetailResult = { status: 'idle' };

/** The API answers 404 for a token it does not know and 400 for one it cannot read. */
function isUnknownToken(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400)
  );
}

export async function loadDexTokenDetail(
  filters: DexTokenDetailFilters,
  signal: AbortSignal,
  now: number = Date.now(),
): Promise<DexTokenDetailResult> {
  // Worked out when the load starts, so a Retry later asks for a fresh window.
  const window = resolveDetailWindow(filters.period, filters.range, now);
  const token = { network: filters.network, address: filters.address };
  try {
    const detail = await fetchDexTokenDetail({
      ...token,
      fromDatetime: window.fromDatetime,
      toDatetime: window.toDatetime,
      signal,
    });
    return { status: 'found', token, detail };
  } catch (error) {
    if (isUnknownToken(error)) return { status: 'not-found', token };
    throw error;
  }
}

/** Whether a result is the answer for this token (EVM addresses in any case). */
export function isResultFor(result: DexTokenDetailResult, token: DexTokenRef): boolean {
  if (result.status === 'idle') return false;
  const same = (a: string, b: string) =>
    token.network === 'solana' ? a === b : a.toLowerCase() === b.toLowerCase();
  return result.token.network === token.network && same(result.token.address, token.address);
}
