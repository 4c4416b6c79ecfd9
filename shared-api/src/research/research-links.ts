import { TokenRefSchema, WalletAddressSchema, type TokenRef } from '../contract/token-ref.ts';

/**
 * Reading the research screens' addresses back: the inverse of routeTo's research links
 * (routing/research-links.ts). A token or wallet the API could never accept reads as null, so
 * the screen says 'not found' without asking.
 */

/** The token of `/research/token/:venue/:token/wallets`: `BTC` on CEX, `base:0x…` on DEX. */
export function readLinkedToken(
  venue: string | undefined,
  token: string | undefined,
): TokenRef | null {
  if (token === undefined) return null;
  if (venue === 'cex') {
    const parsed = TokenRefSchema.safeParse({ venue, coin: token });
    return parsed.success ? parsed.data : null;
  }
  if (venue !== 'dex') return null;
  const colon = token.indexOf(':');
  if (colon < 0) return null;
  const parsed = TokenRefSchema.safeParse({
    venue,
    network: token.slice(0, colon),
    address: token.slice(colon + 1),
  });
  return parsed.success ? parsed.data : null;
}

/** A `with` value, `cex:BTC` or `dex:base:0x…`, as a token; null when it names none. */
export function readLinkedTokenParam(value: string): TokenRef | null {
  const colon = value.indexOf(':');
  return colon < 0 ? null : readLinkedToken(value.slice(0, colon), value.slice(colon + 1));
}

/** Every readable `with` token of a wallet profile's URL, each once, in the URL's order. */
export function readWithTokens(values: readonly string[]): TokenRef[] {
  const tokens: TokenRef[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    const token = readLinkedTokenParam(value);
    const key = token && tokenRefKey(token);
    if (token && key && !seen.has(key)) {
      seen.add(key);
      tokens.push(token);
    }
  }
  return tokens;
}

/** `cex:BTC` / `dex:base:0x…` (addresses as written), the research tokens' `key`. */
export function tokenRefKey(token: TokenRef): string {
  return token.venue === 'cex' ? `cex:${token.coin}` : `dex:${token.network}:${token.address}`;
}

/** Whether a wallet address could be one: the API answers anything else with 400. */
export function isWalletAddress(value: string | undefined): value is string {
  return value !== undefined && WalletAddressSchema.safeParse(value).success;
}
