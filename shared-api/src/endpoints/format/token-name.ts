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

/** First 6 characters, '...', last 4, for addresses longer than 10 characters. */
export function shortenAddress(address: string): string {
  return address.length > 10 ? `${address.slice(0, 6)}...${address.slice(-4)}` : address;
}

/**
 * Token display name (data-screens §5): the name, else the ticker, else a shortened
 * address, else 'token'; always with a '$' prefix.
 */
export function tokenDisplayName(token: {
  tokenName?: string | null;
  ticker?: string | null;
  address?: string | null;
}): string {
  const usable = (value: string | null | undefined): value is string =>
    !!value && value.trim() !== '';
  let name = 'token';
  if (usable(token.tokenName)) name = token.tokenName.trim();
  else if (usable(token.ticker)) name = token.ticker.trim();
  else if (usable(token.address)) name = shortenAddress(token.address.trim());
  return name.startsWith('$') ? name : `$${name}`;
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
