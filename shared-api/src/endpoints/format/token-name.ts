import { shortenAddress, tokenDisplayName as displayName } from '@flowscope/core';

/** First 6 characters, '...', last 4, for addresses longer than 10 characters. */
export { shortenAddress };

/** Name shown instead of a token or influencer for anonymous visitors (data-screens §3). */
export const MASKED = '***';
/** Favourites table fallback for a token without a name (data-screens §2). */
export const ANONYMOUS_TOKEN_NAME = 'Anonymous';

export function isMasked(value: string | null | undefined): boolean {
  return value === MASKED;
}

/** A missing token name shows as '***' (anonymised). */
export function nameOrMasked(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : MASKED;
}

/**
 * Token display name (data-screens §5): the name, else the ticker, else a shortened
 * address, else 'token'; always with a '$' prefix. The one rule lives in core.
 */
export function tokenDisplayName(token: {
  tokenName?: string | null;
  ticker?: string | null;
  address?: string | null;
}): string {
  return displayName({ name: token.tokenName, ticker: token.ticker, address: token.address });
}

/** Key of the token icon (shared-ui resolves it and its aliases); none for masked rows. */
export function tokenIconKey(symbol: string | null | undefined): string | null {
  if (!symbol || isMasked(symbol)) return null;
  return symbol.toLowerCase();
}

/**
 * Name, ticker, icon and masking of a DEX token record: an anonymised name or ticker ('***')
 * masks the whole row (no link, no favourite star).
 */
export function dexTokenIdentity(
  rawName: string | null | undefined,
  rawTicker: string | null | undefined,
) {
  const tokenName = nameOrMasked(rawName);
  const ticker = nameOrMasked(rawTicker);
  return {
    tokenName,
    symbol: ticker,
    ticker,
    icon: tokenIconKey(ticker),
    masked: isMasked(tokenName) || isMasked(ticker),
  };
}

/** A CEX coin's name, symbol, icon and mask: the coin symbol is all a CEX record names it by. */
export function cexTokenIdentity(rawCoin: string | null | undefined) {
  const symbol = nameOrMasked(rawCoin);
  return { tokenName: symbol, symbol, icon: tokenIconKey(symbol), masked: isMasked(symbol) };
}
