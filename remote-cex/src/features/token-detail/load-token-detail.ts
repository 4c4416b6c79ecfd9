import {
  fetchTokenDetail,
  isApiError,
  resolveDetailWindow,
  type TokenDetailView,
} from '@flowscope/shared-api';
import type { DayRange, DetailPeriod } from '@flowscope/shared-ui';

/** What the page asks for; a change of any of these reloads. */
export interface TokenDetailFilters {
  coin: string;
  period: DetailPeriod;
  range: DayRange | null;
}

/**
 * The outcome of one load. The requested coin travels with it so the page never shows one
 * token's data under another token's address while the next one loads.
 */
export type TokenDetailResult =
  | { status: 'idle' }
  | { status: 'found'; coin: string; detail: TokenDetailView }
  | { status: 'not-found'; coin: string };

export const IDLE_RESULT: TokenDetailResult = { status: 'idle' };

/**
 * The API refuses unknown coins with 404 and coins it cannot read with 400: for this page
 * both mean there is no such token, which is a result to show, not a failure to retry.
 */
function isUnknownToken(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400)
  );
}

export async function loadTokenDetail(
  filters: TokenDetailFilters,
  signal: AbortSignal,
  now: number = Date.now(),
): Promise<TokenDetailResult> {
  // The window is worked out when the load starts, so a Retry later asks for a fresh one.
  const window = resolveDetailWindow(filters.period, filters.range, now);
  try {
    const detail = await fetchTokenDetail({
      coin: filters.coin,
      fromDatetime: window.fromDatetime,
      toDatetime: window.toDatetime,
      signal,
    });
    return { status: 'found', coin: filters.coin, detail };
  } catch (error) {
    if (isUnknownToken(error)) return { status: 'not-found', coin: filters.coin };
    throw error;
  }
}
