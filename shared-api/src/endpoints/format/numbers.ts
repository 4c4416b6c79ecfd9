import {
  formatCompactNumber,
  formatCount as formatCountText,
  formatCurrency,
  formatMarketCap as formatMarketCapText,
  formatSignedFlow as formatSignedFlowText,
  formatSignedPercent,
  NOT_AVAILABLE,
} from '@flowscope/core';

/*
 * The mappers' display formatting: the one formatter set of core (shell-and-session
 * §9), typed for the numbers the contract carries, so a screen shows the same text whether
 * a value was formatted by a mapper or by a cell.
 */

type MaybeNumber = number | null | undefined;

/** A US-dollar price with precision by size: `$0.00001234`, `$0.0523`, `$0.512`, `$12.30`. */
export const formatUsd = (value: MaybeNumber): string => formatCurrency(value);

/** A number abbreviated with K, M, B, T and 2 decimals: `1.23M`, `-450.00K`, `12.50`. */
export const formatCompact = (value: MaybeNumber): string => formatCompactNumber(value);

/** A dollar flow with its sign: `+$9.43M`, `-$744.77K`, `$0.00`. */
export const formatSignedFlow = (value: MaybeNumber): string => formatSignedFlowText(value);

/**
 * Money abbreviated with K, M, B, T and 2 decimals, sign first (market caps, flows, values):
 * `$1.23B`, `-$450.00K`, 999,999 → `$1.00M`; unknown is 'N/A'.
 */
export const formatMarketCap = (value: MaybeNumber): string => formatMarketCapText(value);

/** A ratio as a signed percentage with 2 decimals: 0.0123 → `+1.23%`, 0 → `+0.00%`; null → 'N/A'. */
export const formatPercent = (ratio: MaybeNumber): string => formatSignedPercent(ratio);

/** A whole count with thousands separators: 12345 → `12,345`. */
export const formatCount = (value: MaybeNumber): string => formatCountText(value);

/**
 * A share of a whole (win rate, hit rate, drawdown) as an unsigned percentage with 1 decimal:
 * 0.4691 → `46.9%`; null → 'N/A'. Signed changes use formatPercent.
 */
export function formatShare(ratio: MaybeNumber): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return NOT_AVAILABLE;
  return `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`;
}
