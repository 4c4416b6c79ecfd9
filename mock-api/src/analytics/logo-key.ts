import { NETWORKS, type Network } from '@flowscope/shared-api/contract';
import type { Market } from '../market/market.ts';
import type { TokenInfo } from '../market/types.ts';

/** `cex-{coin}` or `{network}-{address}`: letters and digits on either side of one dash. */
const LOGO_KEY = /^([a-z]+)-([A-Za-z0-9]{1,64})$/;

/**
 * The key of a token's logo (`/logos/{key}.svg`): `cex-btc`, `base-0xab…` (EVM addresses in
 * lower case, as they compare), `solana-7xKX…` (base58 is case-sensitive). One key per token,
 * so a logo cached for ever is never fetched twice under two spellings.
 */
export function logoKey(token: TokenInfo): string {
  if (token.venue === 'cex') return `cex-${token.ticker.toLowerCase()}`;
  const address = token.address ?? '';
  return `${token.network}-${token.network === 'solana' ? address : address.toLowerCase()}`;
}

function isNetwork(value: string): value is Network {
  return (NETWORKS as readonly string[]).includes(value);
}

/** The token a logo key names, only when it is that token's own key; else undefined. */
export function tokenByLogoKey(market: Market, key: string): TokenInfo | undefined {
  const match = LOGO_KEY.exec(key);
  const [, prefix, rest] = match ?? [];
  if (!prefix || !rest) return undefined;
  let token: TokenInfo | undefined;
  if (prefix === 'cex') token = market.byCoin.get(rest.toUpperCase());
  else if (isNetwork(prefix)) token = market.dexToken(prefix, rest);
  return token && logoKey(token) === key ? token : undefined;
}
